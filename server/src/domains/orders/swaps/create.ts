import { and, eq } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { insertItem, unitPriceIn } from '../../carts/index.ts';
import { liveVariantsWithProducts } from '../../catalog/index.ts';
import { regionsById } from '../../settings/index.ts';
import { addNewItemsShipping } from '../claims/shipping.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { requireLockedOrder } from '../orders/state.ts';
import { mergeLines } from '../returns/quantities.ts';
import { insertRequestedReturn } from '../returns/request.ts';
import { createSwapCart } from './cart.ts';
import { swap } from './tables.ts';

/*
 * A swap, created by the staff (AdminCreateOrderSwap) or the shopper (StoreCreateSwap), in
 * one transaction under the order's row lock: the returned units are requested as a return
 * that points at the swap (the returns code checks they were fulfilled and are not promised
 * elsewhere; its refund is 0, the money is settled by the swap), the new variants become
 * lines of the swap priced for the order's region, and the swap's cart (swaps/cart.ts)
 * gives difference_due.
 */

export interface CreateSwapInput {
  return_items: { item_id: string; quantity: number; reason_id?: string; note?: string }[];
  return_shipping?: { option_id: string; price?: number | undefined } | undefined;
  additional_items?: { variant_id: string; quantity: number }[] | undefined;
  custom_shipping_options?: { option_id: string; price: number }[] | undefined;
  no_notification?: boolean | undefined;
  allow_backorder?: boolean | undefined;
  idempotency_key?: string | undefined;
}

/** New lines of the swap at the variants' region prices. */
async function insertAdditionalLines(
  db: Executor,
  swapId: string,
  regionId: string,
  items: readonly { variant_id: string; quantity: number }[],
): Promise<void> {
  if (items.length === 0) return;
  const [orderRegion] = await regionsById(db, [regionId]);
  if (!orderRegion) throw new Error(`Region ${regionId} of an order is missing`);
  const ids = [...new Set(items.map((item) => item.variant_id))];
  const variants = await liveVariantsWithProducts(db, ids);
  for (const item of items) {
    const found = variants.find((v) => v.variant.id === item.variant_id);
    if (!found) throw unknownReference('Product variant', item.variant_id);
    const price = await unitPriceIn(db, found.variant.id, orderRegion);
    if (price === null) throw unknownReference('Price in the order region for', item.variant_id);
    await insertItem(db, {
      id: newId('item'),
      swap_id: swapId,
      title: found.product.title,
      description: found.variant.title,
      thumbnail: found.product.thumbnail,
      unit_price: price,
      variant_id: found.variant.id,
      product_id: found.product.id,
      quantity: item.quantity,
      has_shipping: false,
      should_merge: false,
    });
  }
}

/** Answers the order and the swap's id; a repeated Idempotency-Key answers the first swap. */
export async function createOrderSwap(
  db: Executor,
  orderId: string,
  input: CreateSwapInput,
): Promise<{ order: Order; swapId: string }> {
  return withTransaction(db, async (tx) => {
    const order = await requireLockedOrder(tx, orderId);
    if (input.idempotency_key) {
      const [earlier] = await tx
        .select({ id: swap.id })
        .from(swap)
        .where(and(eq(swap.order_id, order.id), eq(swap.idempotency_key, input.idempotency_key)));
      if (earlier) return { order: await loadOrder(tx, order), swapId: earlier.id };
    }
    const id = newId('swap');
    const [created] = await tx
      .insert(swap)
      .values({
        id,
        order_id: order.id,
        shipping_address_id: order.shipping_address_id,
        no_notification: input.no_notification ?? null,
        allow_backorder: input.allow_backorder ?? true,
        idempotency_key: input.idempotency_key ?? null,
      })
      .returning();
    if (!created) throw new Error('INSERT … RETURNING gave no row');
    const items = mergeLines(input.return_items);
    await insertRequestedReturn(tx, order, {
      items: input.return_items,
      return_shipping: input.return_shipping,
      no_notification: input.no_notification,
      refund: 0,
      swap_id: id,
    });
    await insertAdditionalLines(tx, id, order.region_id, input.additional_items ?? []);
    await addNewItemsShipping(tx, order, { swap_id: id }, input.custom_shipping_options ?? []);
    await createSwapCart(tx, order, await loadOrder(tx, order), id, items);
    return { order: await loadOrder(tx, order), swapId: id };
  });
}
