import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { paymentProvider } from '../../../payments/providers.ts';
import { type PaymentRow, payment, type RefundReason, type RefundRow, refund } from './tables.ts';

/*
 * Refunding part of a captured payment. Never more than is refundable (captured minus
 * refunded), enforced three times: the caller holds the payment's row lock, so concurrent
 * refunds take turns and each sees the amount the previous one left; the UPDATE only
 * raises amount_refunded while the sum stays within the amount (re-checked against the
 * latest committed row); and the table's CHECK (migrations 0015, 0018) refuses anything
 * past the amount or on an uncaptured payment.
 */

export interface RefundInput {
  amount: number;
  reason: RefundReason;
  note?: string | undefined;
}

export function refundTooLarge(amount: number, refundable: number) {
  return errors.notAllowed(
    `Cannot refund ${amount}: only ${refundable} can be refunded`,
    'refund_exceeds_refundable',
  );
}

export function refundableOf(row: PaymentRow): number {
  return row.captured_at && !row.canceled_at ? row.amount - row.amount_refunded : 0;
}

export async function refundPaymentRow(
  db: Executor,
  row: PaymentRow,
  input: RefundInput,
): Promise<RefundRow> {
  if (!row.captured_at) {
    throw errors.notAllowed(
      `Payment ${row.id} is not captured; only captured money can be refunded`,
      'payment_not_captured',
    );
  }
  if (input.amount > refundableOf(row)) throw refundTooLarge(input.amount, refundableOf(row));
  const [raised] = await db
    .update(payment)
    .set({
      amount_refunded: sql`${payment.amount_refunded} + ${input.amount}`,
      updated_at: new Date(),
    })
    .where(
      and(
        eq(payment.id, row.id),
        isNotNull(payment.captured_at),
        sql`${payment.amount_refunded} + ${input.amount} <= ${payment.amount}`,
      ),
    )
    .returning();
  if (!raised) throw refundTooLarge(input.amount, refundableOf(row));
  const [created] = await db
    .insert(refund)
    .values({
      id: newId('ref'),
      order_id: row.order_id,
      payment_id: row.id,
      amount: input.amount,
      reason: input.reason,
      note: input.note ?? null,
    })
    .returning();
  if (!created) throw new Error('INSERT … RETURNING gave no row');
  // Last, so that a provider that refuses rolls the whole refund back.
  const data = await paymentProvider(row.provider_id).refund(raised.data, input.amount);
  await db.update(payment).set({ data }).where(eq(payment.id, row.id));
  return created;
}
