import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { paymentProvider } from '../../../payments/providers.ts';
import { type PaymentRow, payment } from './tables.ts';

/*
 * Capturing and canceling one payment through its provider (src/payments/). The caller holds
 * the payment's row lock (and its order's, when it has one). The provider is asked first and
 * the row written after: a provider that refuses throws, and nothing is written.
 */

export async function lockPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payment).where(eq(payment.id, id)).for('update');
  return row;
}

/** An order's payments, locked in id order. */
export async function lockPaymentsOfOrder(db: Executor, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payment)
    .where(eq(payment.order_id, orderId))
    .orderBy(asc(payment.created_at), asc(payment.id))
    .for('update');
}

async function write(
  db: Executor,
  id: string,
  values: Partial<Pick<PaymentRow, 'captured_at' | 'canceled_at' | 'data'>>,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payment)
    .set({ ...values, updated_at: new Date() })
    .where(eq(payment.id, id))
    .returning();
  if (!row) throw new Error(`Payment ${id} vanished`);
  return row;
}

export async function capturePaymentRow(db: Executor, row: PaymentRow): Promise<PaymentRow> {
  if (row.canceled_at) {
    throw errors.notAllowed(
      `Payment ${row.id} is canceled and cannot be captured`,
      'payment_canceled',
    );
  }
  if (row.captured_at) {
    throw errors.notAllowed(`Payment ${row.id} is already captured`, 'payment_captured');
  }
  const data = await paymentProvider(row.provider_id).capture(row.data, row.amount);
  return write(db, row.id, { captured_at: new Date(), data });
}

/** Voids an authorization that was never captured. */
export async function cancelPaymentRow(db: Executor, row: PaymentRow): Promise<PaymentRow> {
  if (row.captured_at) {
    throw errors.notAllowed(
      `Payment ${row.id} is captured and cannot be canceled`,
      'payment_captured',
    );
  }
  if (row.canceled_at) return row;
  const data = await paymentProvider(row.provider_id).cancel(row.data);
  return write(db, row.id, { canceled_at: new Date(), data });
}
