import { eq } from 'drizzle-orm';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { capturePaymentRow, lockPaymentOfSwap } from '../../carts/index.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { requireLockedOrder, syncPaymentStatus } from '../orders/state.ts';
import { checkOrderStatus } from '../orders/status.ts';
import { refundLinked } from '../returns/refund.ts';
import { lockConfirmedSwap } from './cancel.ts';
import { type SwapPaymentStatus, swap } from './tables.ts';

/*
 * AdminProcessOrderSwapPayment settles a confirmed swap's difference, under the order's and
 * the swap's row locks:
 * - positive: the payment authorized when the shopper completed the swap's cart is
 *   captured (payment `awaiting` → `captured`);
 * - zero or negative: the difference goes back from the order's captured payments, oldest
 *   first and never past what is refundable (`not_paid` → `difference_refunded`).
 * Any other state answers 400 `swap_payment_<status>`; a second call changes nothing.
 */

function refuse(status: SwapPaymentStatus): never {
  throw errors.notAllowed(
    `A swap whose payment is ${status} cannot be processed`,
    `swap_payment_${status}`,
  );
}

export async function processSwapPayment(
  db: Executor,
  orderId: string,
  swapId: string,
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const { order, row } = await lockConfirmedSwap(tx, orderId, swapId);
    checkOrderStatus(order, 'refund');
    const due = row.difference_due ?? 0;
    let status: SwapPaymentStatus;
    if (due > 0) {
      if (row.payment_status !== 'awaiting') refuse(row.payment_status);
      const authorized = await lockPaymentOfSwap(tx, row.id);
      if (!authorized) throw new Error(`Swap ${row.id} is awaiting payment but has none`);
      await capturePaymentRow(tx, authorized);
      status = 'captured';
    } else {
      if (row.payment_status !== 'not_paid') refuse(row.payment_status);
      await refundLinked(tx, order, -due, 'swap', { swap_id: row.id });
      await syncPaymentStatus(tx, order);
      status = 'difference_refunded';
    }
    await tx
      .update(swap)
      .set({ payment_status: status, updated_at: new Date() })
      .where(eq(swap.id, row.id));
    return loadOrder(tx, await requireLockedOrder(tx, order.id));
  });
}
