import type { Executor } from '../../../db/transaction.ts';
import { withTransaction } from '../../../db/transaction.ts';
import type { NotificationMessage } from '../../../notifications/provider.ts';
import type { RefundRow } from '../../carts/index.ts';
import {
  capturePaymentRow,
  lockPaymentsOfOrder,
  type RefundInput,
  refundableOf,
  refundPaymentRow,
  refundTooLarge,
} from '../../carts/index.ts';
import { loadOrder, type Order } from './load.ts';
import { muted, refundNotice } from './notices.ts';
import { requireLockedOrder, syncPaymentStatus } from './state.ts';
import { checkOrderStatus, checkPaymentStatus } from './status.ts';

/*
 * AdminCaptureOrderPayment and AdminRefundOrderPayment: the order's row lock first, then its
 * payments' in id order, so an order's payment work happens one request at a time.
 */

/** Captures every payment of the order not yet captured (or canceled). */
export async function captureOrder(db: Executor, id: string): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const row = await requireLockedOrder(tx, id);
    checkOrderStatus(row, 'capture');
    checkPaymentStatus(row, 'capture');
    for (const payment of await lockPaymentsOfOrder(tx, id)) {
      if (!payment.captured_at && !payment.canceled_at) await capturePaymentRow(tx, payment);
    }
    return loadOrder(tx, await syncPaymentStatus(tx, row));
  });
}

export interface OrderRefundInput extends RefundInput {
  no_notification?: boolean | undefined;
}

/**
 * Refunds `amount` from the order's captured payments, oldest first (one refund per payment
 * it touches); refused as a whole when it passes what the payments can still give back.
 */
export async function refundOrder(
  db: Executor,
  id: string,
  input: OrderRefundInput,
): Promise<{ order: Order; notice: NotificationMessage | null }> {
  return withTransaction(db, async (tx) => {
    const row = await requireLockedOrder(tx, id);
    checkOrderStatus(row, 'refund');
    checkPaymentStatus(row, 'refund');
    const payments = await lockPaymentsOfOrder(tx, id);
    const refundable = payments.reduce((sum, p) => sum + refundableOf(p), 0);
    if (input.amount > refundable) throw refundTooLarge(input.amount, refundable);
    const refunds: RefundRow[] = [];
    let left = input.amount;
    for (const payment of payments) {
      const take = Math.min(refundableOf(payment), left);
      if (take === 0) continue;
      refunds.push(await refundPaymentRow(tx, payment, { ...input, amount: take }));
      left -= take;
    }
    const updated = await syncPaymentStatus(tx, row);
    return {
      order: await loadOrder(tx, updated),
      notice: muted(updated, input.no_notification) ? null : refundNotice(updated, refunds),
    };
  });
}
