import { type Executor, type Tx, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { NotificationMessage } from '../../../notifications/provider.ts';
import {
  capturePaymentRow,
  findPayments,
  lockPayment,
  type Payment,
  type PaymentRow,
  type Refund,
  type RefundInput,
  refundPaymentRow,
  toPayment,
  toRefund,
} from '../../carts/index.ts';
import { muted, refundNotice } from '../orders/notices.ts';
import { requireLockedOrder, syncPaymentStatus } from '../orders/state.ts';
import { checkOrderStatus } from '../orders/status.ts';
import type { OrderRow } from '../orders/tables.ts';

/*
 * AdminGetPayment, AdminCapturePayment, AdminRefundPayment: one payment, of an order or of a
 * payment collection. A payment of an order takes the order's row lock before its own (the
 * order's payment work locks in that order too) and brings the order's payment status in
 * step.
 */

export async function getPayment(db: Executor, id: string): Promise<Payment> {
  const [row] = await findPayments(db, [id]);
  if (!row) throw errors.notFound('Payment', id);
  return toPayment(row);
}

/** The payment locked, after its order (checked for `action`) when it has one. */
async function lockWithOrder(
  tx: Tx,
  id: string,
  action: 'capture' | 'refund',
): Promise<{ row: PaymentRow; order: OrderRow | null }> {
  const [found] = await findPayments(tx, [id]);
  if (!found) throw errors.notFound('Payment', id);
  const order = found.order_id ? await requireLockedOrder(tx, found.order_id) : null;
  if (order) checkOrderStatus(order, action);
  const row = await lockPayment(tx, id);
  if (!row) throw errors.notFound('Payment', id);
  return { row, order };
}

export async function capturePayment(db: Executor, id: string): Promise<Payment> {
  return withTransaction(db, async (tx) => {
    const { row, order } = await lockWithOrder(tx, id, 'capture');
    const captured = await capturePaymentRow(tx, row);
    if (order) await syncPaymentStatus(tx, order);
    return toPayment(captured);
  });
}

export async function refundPayment(
  db: Executor,
  id: string,
  input: RefundInput,
): Promise<{ refund: Refund; notice: NotificationMessage | null }> {
  return withTransaction(db, async (tx) => {
    const { row, order } = await lockWithOrder(tx, id, 'refund');
    const created = await refundPaymentRow(tx, row, input);
    const updated = order ? await syncPaymentStatus(tx, order) : null;
    return {
      refund: toRefund(created),
      notice: updated && !muted(updated, undefined) ? refundNotice(updated, [created]) : null,
    };
  });
}
