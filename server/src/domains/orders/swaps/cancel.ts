import { and, eq, isNull } from 'drizzle-orm';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { cancelPaymentRow, lockPaymentOfSwap } from '../../carts/index.ts';
import { releaseReservations } from '../orders/cancel.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { requireLockedOrder } from '../orders/state.ts';
import type { OrderRow } from '../orders/tables.ts';
import { returnTable } from '../returns/tables.ts';
import { type SwapPaymentStatus, type SwapRow, swap } from './tables.ts';

/*
 * AdminCancelOrderSwap under the order's row lock. A swap can be canceled only while
 * nothing has left or come back and no money moved: its new items unfulfilled, its payment
 * not captured or refunded, its return still requested. The return is canceled with it; a
 * confirmed swap's authorization is voided and its new lines' reservations released.
 */

const CANCELABLE_PAYMENT: readonly SwapPaymentStatus[] = [
  'not_paid',
  'awaiting',
  'requires_action',
];

/** The swap of this order, locked; 404 when it is another order's or missing. */
export async function lockSwapOfOrder(
  db: Executor,
  orderId: string,
  swapId: string,
): Promise<SwapRow> {
  const [row] = await db
    .select()
    .from(swap)
    .where(and(eq(swap.id, swapId), eq(swap.order_id, orderId), isNull(swap.deleted_at)))
    .for('update');
  if (!row) throw errors.notFound('Swap', swapId);
  return row;
}

export function checkSwapOpen(row: SwapRow): void {
  if (row.canceled_at) {
    throw errors.notAllowed(`Swap ${row.id} is canceled`, 'swap_canceled');
  }
}

/** The order and its open, confirmed swap, both locked (fulfil, ship, process payment). */
export async function lockConfirmedSwap(
  db: Executor,
  orderId: string,
  swapId: string,
): Promise<{ order: OrderRow; row: SwapRow }> {
  const order = await requireLockedOrder(db, orderId);
  const row = await lockSwapOfOrder(db, order.id, swapId);
  checkSwapOpen(row);
  if (!row.confirmed_at) {
    throw errors.notAllowed(
      `Swap ${row.id} is not confirmed yet: its cart must be completed first`,
      'swap_not_confirmed',
    );
  }
  return { order, row };
}

export async function cancelOrderSwap(
  db: Executor,
  orderId: string,
  swapId: string,
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const order = await requireLockedOrder(tx, orderId);
    const row = await lockSwapOfOrder(tx, order.id, swapId);
    checkSwapOpen(row);
    if (!CANCELABLE_PAYMENT.includes(row.payment_status)) {
      throw errors.notAllowed(
        `A swap whose payment is ${row.payment_status} cannot be canceled`,
        `swap_payment_${row.payment_status}`,
      );
    }
    if (row.fulfillment_status !== 'not_fulfilled') {
      throw errors.notAllowed(
        `A swap whose items are ${row.fulfillment_status} cannot be canceled`,
        `swap_fulfillment_${row.fulfillment_status}`,
      );
    }
    const returns = await tx.select().from(returnTable).where(eq(returnTable.swap_id, row.id));
    if (returns.some((r) => r.status === 'received' || r.status === 'requires_action')) {
      throw errors.notAllowed(
        `Swap ${row.id} cannot be canceled: its return was received`,
        'swap_return_received',
      );
    }
    await tx
      .update(returnTable)
      .set({ status: 'canceled', updated_at: new Date() })
      .where(and(eq(returnTable.swap_id, row.id), eq(returnTable.status, 'requested')));
    // A confirmed swap holds stock for its new lines and maybe an authorized payment.
    const held = await lockPaymentOfSwap(tx, row.id);
    if (held) await cancelPaymentRow(tx, held);
    await releaseReservations(tx, { swap_id: row.id });
    const now = new Date();
    await tx
      .update(swap)
      .set({
        canceled_at: now,
        fulfillment_status: 'canceled',
        payment_status: 'canceled',
        updated_at: now,
      })
      .where(eq(swap.id, row.id));
    return loadOrder(tx, order);
  });
}
