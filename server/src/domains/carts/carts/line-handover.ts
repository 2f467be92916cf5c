import { and, eq, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import type { CartValues } from './repository.ts';
import { cart, lineItem, shippingMethod } from './tables.ts';

/*
 * A cart's line items and shipping methods change hands when it becomes an order or a
 * swap, and a swap's lines come into its cart, in the caller's transaction: for a swap,
 * lines first, then methods (the same order as before these moved here, so locks are taken
 * alike); for an order, in one statement (below).
 */

/**
 * The writes that make a cart an order's, not yet run: its lines and methods become the
 * order's, and its row takes `values` (its completion). Checkout's placeOrder sends them in
 * ONE statement with its own inserts (issue 29: round trips inside the cart's lock), so
 * PostgreSQL runs them in no set order. That cannot deadlock: completion holds the cart's
 * row lock, which every other write to an open cart's lines and methods takes first
 * (carts/mutate.ts); the other writers of lines (fulfilment counters, swaps, claims) touch
 * lines already placed.
 */
export function cartToOrderWrites(
  db: Executor,
  cartId: string,
  orderId: string,
  values: CartValues,
): SQLWrapper[] {
  return [
    db.update(lineItem).set({ order_id: orderId }).where(eq(lineItem.cart_id, cartId)),
    db.update(shippingMethod).set({ order_id: orderId }).where(eq(shippingMethod.cart_id, cartId)),
    db
      .update(cart)
      .set({ updated_at: new Date(), ...values })
      .where(eq(cart.id, cartId)),
  ];
}

/** A completed swap cart's new lines (not its return lines) and methods become the swap's. */
export async function handCartLinesToSwap(
  db: Executor,
  cartId: string,
  swapId: string,
): Promise<void> {
  await db
    .update(lineItem)
    .set({ swap_id: swapId })
    .where(and(eq(lineItem.cart_id, cartId), eq(lineItem.is_return, false)));
  await db
    .update(shippingMethod)
    .set({ swap_id: swapId })
    .where(eq(shippingMethod.cart_id, cartId));
}

/** A swap's lines and methods join the cart the shopper pays the swap with. */
export async function putSwapLinesInCart(
  db: Executor,
  swapId: string,
  cartId: string,
): Promise<void> {
  await db.update(lineItem).set({ cart_id: cartId }).where(eq(lineItem.swap_id, swapId));
  await db
    .update(shippingMethod)
    .set({ cart_id: cartId })
    .where(eq(shippingMethod.swap_id, swapId));
}
