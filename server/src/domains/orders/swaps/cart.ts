import { eq } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  type CartRow,
  copyAddress,
  insertCart,
  insertItem,
  loadCart,
  putSwapLinesInCart,
  refreshCart,
  shippingPricesOfReturns,
} from '../../carts/index.ts';
import type { Order } from '../orders/load.ts';
import type { OrderRow } from '../orders/tables.ts';
import { paidValueOf } from '../returns/inputs.ts';
import { returnTable } from '../returns/tables.ts';
import { swap } from './tables.ts';

/*
 * Every swap gets a cart of type `swap` (Medusa's model): completing it confirms the swap
 * (checkout/complete.ts → swaps/confirm.ts). The cart holds
 * - the swap's new lines (they keep swap_id) and the staff's shipping methods for them;
 * - one credit line per returned line: minus the paid value of the returned units, tax
 *   included (`is_return`, no variant, quantity 1, so the credit is exactly what the order
 *   was paid for them, as a return's refund would be);
 * - the return shipping, when it costs something, as a positive `is_return` line.
 * So the cart's total is the difference due: positive, the shopper pays it at completion;
 * zero or negative, nothing is collected and the staff refund it (process-payment).
 * The shopper may still choose shipping for the new lines and add more of them.
 */

export async function createSwapCart(
  tx: Executor,
  order: OrderRow,
  wire: Order,
  swapId: string,
  returned: readonly { item_id: string; quantity: number }[],
): Promise<CartRow> {
  const cart = await insertCart(tx, {
    id: newId('cart'),
    type: 'swap',
    region_id: order.region_id,
    email: order.email,
    customer_id: order.customer_id,
    sales_channel_id: order.sales_channel_id,
    shipping_address_id: order.shipping_address_id
      ? await copyAddress(tx, order.shipping_address_id)
      : null,
    metadata: { swap_id: swapId },
  });
  await putSwapLinesInCart(tx, swapId, cart.id);
  for (const item of returned) {
    const line = (wire.items ?? []).find((l) => l.id === item.item_id);
    if (!line) continue;
    await insertItem(tx, {
      id: newId('item'),
      cart_id: cart.id,
      title: line.title,
      description: line.description ?? null,
      thumbnail: line.thumbnail ?? null,
      is_return: true,
      should_merge: false,
      allow_discounts: false,
      includes_tax: true,
      unit_price: -paidValueOf(wire, [item]),
      quantity: 1,
      metadata: { returned_item_id: item.item_id, returned_quantity: item.quantity },
    });
  }
  const returnShipping = await shippingPricesOfReturns(
    tx,
    tx.select({ id: returnTable.id }).from(returnTable).where(eq(returnTable.swap_id, swapId)),
  );
  for (const method of returnShipping) {
    if (method.price === 0) continue;
    await insertItem(tx, {
      id: newId('item'),
      cart_id: cart.id,
      title: 'Return shipping',
      is_return: true,
      should_merge: false,
      allow_discounts: false,
      includes_tax: true,
      unit_price: method.price,
      quantity: 1,
    });
  }
  await refreshCart(tx, cart);
  const { total } = await loadCart(tx, cart);
  await tx
    .update(swap)
    .set({ cart_id: cart.id, difference_due: total, updated_at: new Date() })
    .where(eq(swap.id, swapId));
  return cart;
}
