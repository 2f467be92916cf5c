import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { itemsOfOrders, paymentsOfOrders } from '../../carts/index.ts';
import { fulfillment } from '../fulfillments/tables.ts';
import { lockOrder, updateOrderRow } from './admin-repository.ts';
import { deriveFulfillmentStatus, derivePaymentStatus } from './status.ts';
import type { OrderRow } from './tables.ts';

/*
 * Keeping an order's derived statuses in step with what changed (status.ts decides them),
 * in the caller's transaction, after the order's row lock was taken.
 */

/** The order, locked for the rest of the transaction; 404 when there is none. */
export async function requireLockedOrder(db: Executor, id: string): Promise<OrderRow> {
  const row = await lockOrder(db, id);
  if (!row) throw errors.notFound('Order', id);
  return row;
}

export async function syncPaymentStatus(db: Executor, row: OrderRow): Promise<OrderRow> {
  const payments = await paymentsOfOrders(db, [row.id]);
  return updateOrderRow(db, row.id, {
    payment_status: derivePaymentStatus(payments, row.payment_status),
  });
}

export async function syncFulfillmentStatus(db: Executor, row: OrderRow): Promise<OrderRow> {
  const [lines, canceled] = await Promise.all([
    itemsOfOrders(db, [row.id]),
    db
      .select({ id: fulfillment.id })
      .from(fulfillment)
      .where(and(eq(fulfillment.order_id, row.id), isNotNull(fulfillment.canceled_at)))
      .limit(1),
  ]);
  return updateOrderRow(db, row.id, {
    fulfillment_status: deriveFulfillmentStatus(lines, canceled.length > 0),
  });
}
