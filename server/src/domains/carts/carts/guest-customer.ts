import { sql } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { readsTogether } from '../../../db/reads-together.ts';
import type { Executor } from '../../../db/transaction.ts';
import { findGuestCustomerId, insertCustomer } from '../../people/index.ts';

/**
 * The customer a guest's email stands for: the customer without an account that has this
 * email, created when there is none. Never an account with the email: typing someone's
 * address into a cart must not put the order into their account (they claim guest orders
 * with StoreRequestCustomerOrders instead).
 */
export async function guestCustomerFor(tx: Executor, email: string): Promise<string> {
  const lower = email.toLowerCase();
  // Two carts with a new email at once would otherwise create two guests; this transaction
  // lock makes the second wait and then find the first. The look-up goes out with the lock
  // (issue 29, tenth pass): PostgreSQL runs it once the lock is held, with a snapshot taken
  // then, so it sees the guest a transaction that held the lock before committed.
  const [, existing] = await readsTogether([
    tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`guest-customer:${lower}`}))`),
    findGuestCustomerId(tx, lower),
  ]);
  if (existing) return existing;
  return (await insertCustomer(tx, { id: newId('cus'), email: lower, has_account: false })).id;
}
