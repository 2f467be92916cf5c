import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { requireCart } from './load.ts';
import type { CartRow } from './tables.ts';

/**
 * Who a cart operation serves. A draft order's cart belongs to staff: the store API must not
 * read, change or complete it, even for someone who learned its id. (Swap carts stay
 * reachable: the shopper completes them.)
 */
export type CartAudience = 'shopper' | 'staff';

/**
 * The cart a store operation names, read once: for a shopper a draft order's cart answers
 * 404, as a cart that does not exist does, so the store API does not reveal that drafts
 * exist. The refusal rides on the read the operation needs anyway (locked, for a change),
 * not on a read of its own before it (issue 29: one statement fewer per store call).
 */
export async function requireCartFor(
  db: Executor,
  id: string,
  audience: CartAudience,
  lock = false,
): Promise<CartRow> {
  const cart = await requireCart(db, id, lock);
  if (audience === 'shopper' && cart.type === 'draft_order') throw errors.notFound('Cart', id);
  return cart;
}
