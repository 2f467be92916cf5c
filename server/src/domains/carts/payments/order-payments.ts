import { and, eq, isNull } from 'drizzle-orm';
import { rowsFromJson } from '../../../db/json-row.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type PaymentRow, payment, type RefundRow, refund } from './tables.ts';

/*
 * Payment rows written for the orders domain: the payment a completed cart (an order's or
 * a swap's) authorized, an order edit's payments joining the order, and what a refund was
 * for.
 */

export async function insertPayment(
  db: Executor,
  values: typeof payment.$inferInsert,
): Promise<void> {
  await db.insert(payment).values(values);
}

/**
 * The insert of a payment with its row answered, not yet run: checkout's placeOrder sends it
 * in one statement with the order's (issue 29).
 */
export function paymentInsert(db: Executor, values: typeof payment.$inferInsert) {
  return db.insert(payment).values(values).returning();
}

/** Payment rows from a `json_agg` of them (db/json-row.ts), as `select()` gives them. */
export function paymentsFromJson(json: unknown): PaymentRow[] {
  return rowsFromJson(payment, json);
}

/** The payments of a collection not yet on an order join it (a confirmed order edit's). */
export async function movePaymentsOfCollectionToOrder(
  db: Executor,
  collectionId: string,
  orderId: string,
): Promise<void> {
  await db
    .update(payment)
    .set({ order_id: orderId, updated_at: new Date() })
    .where(and(eq(payment.payment_collection_id, collectionId), isNull(payment.order_id)));
}

/** Points a refund at what it was for: a return, a claim or a swap. */
export async function linkRefund(
  db: Executor,
  refundId: string,
  link: Pick<RefundRow, 'return_id' | 'claim_order_id' | 'swap_id'>,
): Promise<RefundRow | undefined> {
  const [row] = await db.update(refund).set(link).where(eq(refund.id, refundId)).returning();
  return row;
}
