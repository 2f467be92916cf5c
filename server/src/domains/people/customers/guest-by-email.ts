import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { customer } from './repository.ts';

/**
 * The oldest live customer without an account whose email is `email` (already lower
 * case), which a guest's cart stands for; never an account holder.
 */
export async function findGuestCustomerId(
  db: Executor,
  email: string,
): Promise<string | undefined> {
  const [row] = await guestByEmail(db, { email });
  return row?.id;
}

// Built once: every checkout's email looks its guest customer up (issue 29).
const guestByEmail = reusedQuery<{ id: string }>('guest_customer_by_email', (db) =>
  db
    .select({ id: customer.id })
    .from(customer)
    .where(
      and(
        eq(customer.email, sql.placeholder('email')),
        eq(customer.has_account, false),
        isNull(customer.deleted_at),
      ),
    )
    .orderBy(asc(customer.created_at), asc(customer.id))
    .limit(1),
);
