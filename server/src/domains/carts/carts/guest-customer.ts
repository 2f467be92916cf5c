import { sql } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
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
  // A returning guest (most checkouts) is found without the lock below (issue 29, eleventh
  // pass), which every checkout giving that email held to its commit, one after another.
  // A guest customer, once there, stays: customers are only ever soft-deleted.
  const found = await findGuestCustomerId(tx, lower);
  if (found) return found;
  // Two carts with a new email at once would otherwise create two guests; this transaction
  // lock makes the second wait and then find the first. The look-up waits for the lock:
  // sent along with it (tenth pass) it did not see the guest of the transaction that held
  // the lock before, and carts giving one new email at once each made a guest on PostgreSQL
  // (handlers.test.ts, 'one guest customer').
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`guest-customer:${lower}`}))`);
  const existing = await findGuestCustomerId(tx, lower);
  if (existing) return existing;
  return (await insertCustomer(tx, { id: newId('cus'), email: lower, has_account: false })).id;
}
