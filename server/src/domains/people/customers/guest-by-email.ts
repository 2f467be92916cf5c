import { and, asc, eq, isNull } from 'drizzle-orm';
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
  const [row] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(
      and(eq(customer.email, email), eq(customer.has_account, false), isNull(customer.deleted_at)),
    )
    .orderBy(asc(customer.created_at), asc(customer.id))
    .limit(1);
  return row?.id;
}
