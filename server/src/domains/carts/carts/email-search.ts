import { ilike } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { cart } from './tables.ts';

/**
 * The ids of carts whose email matches an ILIKE pattern, as a subquery: a list filters on
 * it in its own statement (`cart_id IN (…)`).
 */
export function cartIdsWithEmailLike(db: Executor, pattern: string) {
  return db.select({ id: cart.id }).from(cart).where(ilike(cart.email, pattern));
}
