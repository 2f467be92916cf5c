import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { insertMethod } from '../../carts/index.ts';
import { lockLinesOfOrder } from '../orders/admin-repository.ts';
import { loadOrder } from '../orders/load.ts';
import { checkFulfillmentStatus, checkOrderStatus } from '../orders/status.ts';
import type { OrderRow } from '../orders/tables.ts';
import {
  checkReasons,
  checkRefundable,
  defaultRefund,
  paidValueOf,
  returnLocation,
  returnShippingOf,
} from './inputs.ts';
import {
  checkReturnable,
  mergeLines,
  openReturnUnits,
  type ReturnLineInput,
} from './quantities.ts';
import { type ReturnRow, returnItem, returnTable } from './tables.ts';

/*
 * Requesting a return (shopper or staff), in the caller's transaction after the order's row
 * lock was taken: the units must have been fulfilled and not be returned or promised to
 * another open return; a return shipping method is added when asked for.
 */

export interface ReturnRequestInput {
  items: ReturnLineInput[];
  return_shipping?: { option_id: string; price?: number | undefined } | undefined;
  no_notification?: boolean | undefined;
  refund?: number | undefined;
  location_id?: string | undefined;
  /** Set when the units travel back for a claim. */
  claim_order_id?: string | undefined;
  /** Set when the units travel back for a swap. */
  swap_id?: string | undefined;
}

export async function insertRequestedReturn(
  db: Executor,
  order: OrderRow,
  input: ReturnRequestInput,
): Promise<ReturnRow> {
  checkOrderStatus(order, 'return');
  checkFulfillmentStatus(order, 'return');
  const items = mergeLines(input.items);
  const lines = await lockLinesOfOrder(db, order.id);
  checkReturnable(lines, items, await openReturnUnits(db, order.id));
  await checkReasons(
    db,
    items.map((item) => item.reason_id),
  );
  const shipping = input.return_shipping
    ? await returnShippingOf(db, order, input.return_shipping)
    : null;
  const locationId = input.location_id ? await returnLocation(db, input.location_id) : null;
  const wire = await loadOrder(db, order);
  if (input.refund !== undefined) checkRefundable(wire, input.refund);
  const refundAmount =
    input.refund ?? defaultRefund(wire, paidValueOf(wire, items), shipping?.price ?? 0);
  const [created] = await db
    .insert(returnTable)
    .values({
      id: newId('ret'),
      order_id: order.id,
      claim_order_id: input.claim_order_id ?? null,
      swap_id: input.swap_id ?? null,
      location_id: locationId,
      refund_amount: refundAmount,
      no_notification: input.no_notification ?? null,
      shipping_data: shipping ? {} : null,
    })
    .returning();
  if (!created) throw new Error('INSERT … RETURNING gave no row');
  await db.insert(returnItem).values(
    items.map((item) => ({
      return_id: created.id,
      item_id: item.item_id,
      quantity: item.quantity,
      requested_quantity: item.quantity,
      reason_id: item.reason_id ?? null,
      note: item.note ?? null,
    })),
  );
  if (shipping) {
    await insertMethod(db, {
      id: newId('sm'),
      shipping_option_id: shipping.option_id,
      return_id: created.id,
      price: shipping.price,
    });
  }
  return created;
}
