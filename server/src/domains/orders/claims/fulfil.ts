import { eq } from 'drizzle-orm';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
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
import { checkOrderStatus } from '../orders/status.ts';
import { returnLocation } from '../returns/inputs.ts';
import { checkClaimOpen, lockClaim } from './change.ts';
import { type ClaimRow, claimOrder } from './tables.ts';

/*
 * A replace claim's new lines leave a stock location, ship with tracking numbers, or are
 * called off before they ship (fulfillments/new-items.ts, shared with swaps). They hold no
 * reservations, so a canceled fulfillment only puts its units back on the shelves.
 */

function claimOwner(claim: ClaimRow): NewItemsOwner {
  return {
    kind: 'claim',
    id: claim.id,
    no_notification: claim.no_notification,
    reserved: false,
    setStatus: async (db, status) => {
      await db
        .update(claimOrder)
        .set({ fulfillment_status: status, updated_at: new Date() })
        .where(eq(claimOrder.id, claim.id));
    },
  };
}

/** AdminCreateOrderClaimFulfillment: every unit of the replacement not yet fulfilled. */
export async function fulfilClaim(
  db: Executor,
  orderId: string,
  claimId: string,
  input: NewItemsFulfilmentInput & { location_id?: string | undefined },
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const { order, claim } = await lockClaim(tx, orderId, claimId);
    checkOrderStatus(order, 'fulfil');
    checkClaimOpen(claim);
    if (claim.type !== 'replace') {
      throw errors.notAllowed(`Claim ${claim.id} has nothing to fulfil`, 'claim_nothing_to_fulfil');
    }
    const locationId = await returnLocation(tx, input.location_id);
    await fulfilNewItems(tx, claimOwner(claim), locationId, input);
    return loadOrder(tx, order);
  });
}

/** AdminCancelOrderClaimFulfillment: before it ships; its units go back on the shelves. */
export async function cancelClaimFulfillment(
  db: Executor,
  orderId: string,
  claimId: string,
  fulfillmentId: string,
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const { order, claim } = await lockClaim(tx, orderId, claimId);
    checkOrderStatus(order, 'cancel_fulfillment');
    await cancelNewItemsFulfillment(tx, claimOwner(claim), fulfillmentId);
    return loadOrder(tx, order);
  });
}

/** AdminCreateOrderClaimShipment: the replacement leaves with its tracking numbers. */
export async function shipClaim(
  db: Executor,
  orderId: string,
  claimId: string,
  input: { fulfillment_id: string; tracking_numbers?: string[] | undefined },
): Promise<{ order: Order; notice: NotificationMessage | null }> {
  return withTransaction(db, async (tx) => {
    const { order, claim } = await lockClaim(tx, orderId, claimId);
    checkOrderStatus(order, 'ship');
    checkClaimOpen(claim);
    const { fulfillment, numbers } = await shipNewItems(
      tx,
      claimOwner(claim),
      input.fulfillment_id,
      input.tracking_numbers ?? [],
    );
    return {
      order: await loadOrder(tx, order),
      notice: muted(order, fulfillment.no_notification)
        ? null
        : shipmentNotice(order, fulfillment.id, numbers),
    };
  });
}
