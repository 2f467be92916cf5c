import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { lineItem, shippingMethod } from './tables.ts';

/*
 * A cart's line items and shipping methods change hands when it becomes an order or a
 * swap, and a swap's lines come into its cart. Lines first, then methods, in the caller's
 * transaction (the same order as before these moved here, so locks are taken alike).
 */

/** A completed cart's lines and methods become the order's. */
export async function handCartLinesToOrder(
  db: Executor,
  cartId: string,
  orderId: string,
): Promise<void> {
  await db.update(lineItem).set({ order_id: orderId }).where(eq(lineItem.cart_id, cartId));
  await db
    .update(shippingMethod)
    .set({ order_id: orderId })
    .where(eq(shippingMethod.cart_id, cartId));
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
