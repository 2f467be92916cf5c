import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { NotificationMessage } from '../../../notifications/provider.ts';
import { lockLinesOfOrder } from '../orders/admin-repository.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { muted, shipmentNotice } from '../orders/notices.ts';
import { requireLockedOrder, syncFulfillmentStatus } from '../orders/state.ts';
import { checkFulfillmentStatus, checkOrderStatus } from '../orders/status.ts';
import {
  addToLines,
  insertTrackingLinks,
  itemsOfFulfillment,
  lockFulfillment,
  updateFulfillment,
} from './repository.ts';
import type { FulfillmentRow } from './tables.ts';

/*
 * AdminCreateOrderShipment and AdminCancelOrderFulfillment: a fulfillment leaves with its
 * tracking numbers (its lines' shipped_quantity goes up and the customer is told), or is
 * called off before it ships (its units go back to stock and are reserved again).
 */

/** A fulfillment of this order, locked; `missing` says how an unknown one is answered. */
export async function requireFulfillmentOf(
  db: Executor,
  orderId: string,
  id: string,
  missing: 'body' | 'path',
): Promise<FulfillmentRow> {
  const row = await lockFulfillment(db, id);
  if (!row || row.order_id !== orderId) {
    throw missing === 'body'
      ? unknownReference('Fulfillment', id)
      : errors.notFound('Fulfillment', id);
  }
  return row;
}

export function checkOpen(row: FulfillmentRow, verb: string): void {
  if (row.canceled_at) {
    throw errors.notAllowed(
      `Fulfillment ${row.id} is canceled and cannot be ${verb}`,
      'fulfillment_canceled',
    );
  }
  if (row.shipped_at) {
    throw errors.notAllowed(
      `Fulfillment ${row.id} is shipped and cannot be ${verb}`,
      'fulfillment_shipped',
    );
  }
}

export interface ShipmentInput {
  fulfillment_id: string;
  tracking_numbers?: string[] | undefined;
  no_notification?: boolean | undefined;
}

export async function shipOrderFulfillment(
  db: Executor,
  orderId: string,
  input: ShipmentInput,
): Promise<{ order: Order; notice: NotificationMessage | null }> {
  return withTransaction(db, async (tx) => {
    const row = await requireLockedOrder(tx, orderId);
    checkOrderStatus(row, 'ship');
    checkFulfillmentStatus(row, 'ship');
    const fulfillment = await requireFulfillmentOf(tx, orderId, input.fulfillment_id, 'body');
    checkOpen(fulfillment, 'shipped again');
    const numbers = [
      ...new Set((input.tracking_numbers ?? []).map((n) => n.trim()).filter((n) => n !== '')),
    ];
    const noNotification = input.no_notification ?? fulfillment.no_notification;
    await insertTrackingLinks(tx, fulfillment.id, numbers);
    await updateFulfillment(tx, fulfillment.id, {
      shipped_at: new Date(),
      tracking_numbers: numbers,
      no_notification: noNotification,
    });
    await lockLinesOfOrder(tx, orderId);
    await addToLines(tx, orderId, 'shipped_quantity', await itemsOfFulfillment(tx, fulfillment.id));
    const updated = await syncFulfillmentStatus(tx, row);
    return {
      order: await loadOrder(tx, updated),
      notice: muted(updated, noNotification)
        ? null
        : shipmentNotice(updated, fulfillment.id, numbers),
    };
  });
}
