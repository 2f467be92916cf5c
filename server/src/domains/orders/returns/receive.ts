import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { RefundRow } from '../../carts/index.ts';
import { addToLineCounters, returnShippingTotal } from '../../carts/index.ts';
import { movesOf, shelveStock } from '../../inventory/index.ts';
import { claimOrder } from '../claims/tables.ts';
import { lockLinesOfOrder } from '../orders/admin-repository.ts';
import { loadOrder } from '../orders/load.ts';
import { syncFulfillmentStatus, syncPaymentStatus } from '../orders/state.ts';
import { checkOrderStatus } from '../orders/status.ts';
import type { OrderRow } from '../orders/tables.ts';
import { checkRefundable, defaultRefund, paidValueOf, returnLocation } from './inputs.ts';
import { checkReturnable, mergeLines, openReturnUnits } from './quantities.ts';
import { refundLinked } from './refund.ts';
import { type ReturnRow, type ReturnStatus, returnItem, returnTable } from './tables.ts';

/*
 * Receiving a return, in the caller's transaction under the order's and the return's row
 * locks (then lines, payments, stock levels): the lines' returned_quantity goes up, the
 * money goes back (refund.ts) and the units go back on a location's shelves.
 */

export interface ReceiveInput {
  items: { item_id: string; quantity: number }[];
  refund?: number | undefined;
  location_id?: string | undefined;
}

export function checkReturnOpen(row: ReturnRow, verb: 'received' | 'canceled'): void {
  if (row.status !== 'requested') {
    throw errors.notAllowed(
      `A return that is ${row.status} cannot be ${verb}`,
      `return_status_${row.status}`,
    );
  }
}

/** The units received: each line's requested quantity changed, or a line not requested. */
async function recordItems(
  db: Executor,
  row: ReturnRow,
  items: readonly { item_id: string; quantity: number }[],
) {
  const requested = await db.select().from(returnItem).where(eq(returnItem.return_id, row.id));
  for (const line of requested) {
    const got = items.find((item) => item.item_id === line.item_id)?.quantity ?? 0;
    await db
      .update(returnItem)
      .set({ received_quantity: got, quantity: got > 0 ? got : line.quantity })
      .where(and(eq(returnItem.return_id, row.id), eq(returnItem.item_id, line.item_id)));
  }
  const extra = items.filter((item) => !requested.some((line) => line.item_id === item.item_id));
  if (extra.length > 0) {
    await db.insert(returnItem).values(
      extra.map((item) => ({
        return_id: row.id,
        item_id: item.item_id,
        quantity: item.quantity,
        is_requested: false,
        received_quantity: item.quantity,
      })),
    );
  }
  const matches =
    extra.length === 0 &&
    requested.every(
      (line) =>
        items.find((item) => item.item_id === line.item_id)?.quantity === line.requested_quantity,
    );
  return matches;
}

export async function receiveLockedReturn(
  db: Executor,
  order: OrderRow,
  row: ReturnRow,
  input: ReceiveInput,
): Promise<{ order: OrderRow; row: ReturnRow; refunds: RefundRow[] }> {
  checkOrderStatus(order, 'receive_return');
  checkReturnOpen(row, 'received');
  const items = mergeLines(input.items);
  const lines = await lockLinesOfOrder(db, order.id);
  checkReturnable(lines, items, await openReturnUnits(db, order.id, row.id));
  const locationId = await returnLocation(db, input.location_id ?? row.location_id);
  const wire = await loadOrder(db, order);
  if (input.refund !== undefined) checkRefundable(wire, input.refund);
  const matches = await recordItems(db, row, items);
  const shippingTotal = await returnShippingTotal(db, row.id);
  const amount =
    input.refund ??
    // A claim's or a swap's return refunds what that flow set (a swap settles its money
    // itself), whatever was received.
    (matches || row.claim_order_id || row.swap_id
      ? Math.min(row.refund_amount, wire.refundable_amount ?? 0)
      : defaultRefund(wire, paidValueOf(wire, items), shippingTotal));
  await addToLineCounters(db, { column: 'order_id', id: order.id }, 'returned_quantity', items);
  // A claim's return refunds what the claim set (0 for a replacement), as the claim's money.
  const refunds = await refundLinked(db, order, amount, row.claim_order_id ? 'claim' : 'return', {
    return_id: row.id,
    claim_order_id: row.claim_order_id,
  });
  if (row.claim_order_id && refunds.length > 0) {
    await db
      .update(claimOrder)
      .set({ payment_status: 'refunded', updated_at: new Date() })
      .where(eq(claimOrder.id, row.claim_order_id));
  }
  const moves = await movesOf(
    db,
    items.map((item) => ({
      item_id: item.item_id,
      variant_id: lines.find((line) => line.id === item.item_id)?.variant_id ?? null,
      quantity: item.quantity,
    })),
  );
  if (moves.length > 0) {
    if (!locationId) {
      throw errors.invalidData(
        'location_id is required: the items are stocked and the store has no default location',
        'location_required',
      );
    }
    await shelveStock(db, moves, locationId);
  }
  const status: ReturnStatus = matches ? 'received' : 'requires_action';
  const [updated] = await db
    .update(returnTable)
    .set({
      status,
      received_at: new Date(),
      refund_amount: amount,
      location_id: locationId,
      updated_at: new Date(),
    })
    .where(eq(returnTable.id, row.id))
    .returning();
  if (!updated) throw new Error(`Return ${row.id} vanished`);
  const synced = await syncPaymentStatus(db, await syncFulfillmentStatus(db, order));
  return { order: synced, row: updated, refunds };
}
