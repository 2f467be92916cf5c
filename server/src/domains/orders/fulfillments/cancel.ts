import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { giveBackStock } from '../../inventory/index.ts';
import { lockLinesOfOrder } from '../orders/admin-repository.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { requireLockedOrder, syncFulfillmentStatus } from '../orders/state.ts';
import { checkFulfillmentStatus, checkOrderStatus } from '../orders/status.ts';
import {
  addToLines,
  itemsOfFulfillment,
  stockOfFulfillment,
  updateFulfillment,
} from './repository.ts';
import { checkOpen, requireFulfillmentOf } from './ship.ts';

/**
 * AdminCancelOrderFulfillment: refused once shipped. The lines' fulfilled_quantity goes back
 * down, and what the fulfillment took from its location returns to stock, reserved again
 * for the order.
 */
export async function cancelOrderFulfillment(
  db: Executor,
  orderId: string,
  fulfillmentId: string,
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const row = await requireLockedOrder(tx, orderId);
    checkOrderStatus(row, 'cancel_fulfillment');
    const fulfillment = await requireFulfillmentOf(tx, orderId, fulfillmentId, 'path');
    checkFulfillmentStatus(row, 'cancel_fulfillment');
    checkOpen(fulfillment, 'canceled');
    const items = await itemsOfFulfillment(tx, fulfillment.id);
    await lockLinesOfOrder(tx, orderId);
    await addToLines(
      tx,
      orderId,
      'fulfilled_quantity',
      items.map((item) => ({ item_id: item.item_id, quantity: -item.quantity })),
    );
    if (fulfillment.location_id) {
      await giveBackStock(
        tx,
        await stockOfFulfillment(tx, fulfillment.id),
        fulfillment.location_id,
      );
    }
    await updateFulfillment(tx, fulfillment.id, { canceled_at: new Date() });
    return loadOrder(tx, await syncFulfillmentStatus(tx, row));
  });
}
