import { eq } from 'drizzle-orm';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import type { NotificationMessage } from '../../../notifications/provider.ts';
import {
  cancelNewItemsFulfillment,
  fulfilNewItems,
  type NewItemsFulfilmentInput,
  type NewItemsOwner,
  shipNewItems,
} from '../fulfillments/new-items.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { muted, shipmentNotice } from '../orders/notices.ts';
import { requireLockedOrder } from '../orders/state.ts';
import { checkOrderStatus } from '../orders/status.ts';
import { returnLocation } from '../returns/inputs.ts';
import { lockConfirmedSwap, lockSwapOfOrder } from './cancel.ts';
import { type SwapFulfillmentStatus, type SwapRow, swap } from './tables.ts';

/*
 * A swap's new items leave a stock location once the shopper confirmed the swap (its cart
 * completed, which reserved their stock), ship with tracking numbers, or are called off
 * before they ship, when their units are reserved again (fulfillments/new-items.ts).
 */

const SWAP_STATES: readonly SwapFulfillmentStatus[] = [
  'not_fulfilled',
  'fulfilled',
  'shipped',
  'partially_shipped',
  'canceled',
];

function swapOwner(row: SwapRow): NewItemsOwner {
  return {
    kind: 'swap',
    id: row.id,
    no_notification: row.no_notification,
    reserved: true,
    setStatus: async (db, status) => {
      // Every fulfillment takes all units left, so a swap is never partially fulfilled.
      const own = SWAP_STATES.find((state) => state === status) ?? 'requires_action';
      await db
        .update(swap)
        .set({ fulfillment_status: own, updated_at: new Date() })
        .where(eq(swap.id, row.id));
    },
  };
}

/** AdminCreateOrderSwapFulfillment: every new unit not yet fulfilled. */
export async function fulfilSwap(
  db: Executor,
  orderId: string,
  swapId: string,
  input: NewItemsFulfilmentInput & { location_id?: string | undefined },
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const { order, row } = await lockConfirmedSwap(tx, orderId, swapId);
    checkOrderStatus(order, 'fulfil');
    const locationId = await returnLocation(tx, input.location_id);
    await fulfilNewItems(tx, swapOwner(row), locationId, input);
    return loadOrder(tx, order);
  });
}

/** AdminCancelOrderSwapFulfillment: before it ships; its units are reserved again. */
export async function cancelSwapFulfillment(
  db: Executor,
  orderId: string,
  swapId: string,
  fulfillmentId: string,
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const order = await requireLockedOrder(tx, orderId);
    checkOrderStatus(order, 'cancel_fulfillment');
    const row = await lockSwapOfOrder(tx, order.id, swapId);
    await cancelNewItemsFulfillment(tx, swapOwner(row), fulfillmentId);
    return loadOrder(tx, order);
  });
}

/** AdminCreateOrderSwapShipment: the new items leave with their tracking numbers. */
export async function shipSwap(
  db: Executor,
  orderId: string,
  swapId: string,
  input: {
    fulfillment_id: string;
    tracking_numbers?: string[] | undefined;
    no_notification?: boolean | undefined;
  },
): Promise<{ order: Order; notice: NotificationMessage | null }> {
  return withTransaction(db, async (tx) => {
    const { order, row } = await lockConfirmedSwap(tx, orderId, swapId);
    checkOrderStatus(order, 'ship');
    const { fulfillment, numbers } = await shipNewItems(
      tx,
      swapOwner(row),
      input.fulfillment_id,
      input.tracking_numbers ?? [],
    );
    const quiet = input.no_notification ?? fulfillment.no_notification;
    return {
      order: await loadOrder(tx, order),
      notice: muted(order, quiet) ? null : shipmentNotice(order, fulfillment.id, numbers),
    };
  });
}
