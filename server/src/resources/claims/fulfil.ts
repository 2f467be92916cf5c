import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { type Executor, withTransaction } from '../../db/transaction.ts';
import { errors } from '../../errors.ts';
import type { NotificationMessage } from '../../notifications/provider.ts';
import { lineItem } from '../carts/tables.ts';
import {
  insertFulfillment,
  insertTrackingLinks,
  itemsOfFulfillment,
  lockFulfillment,
  stockOfFulfillment,
  updateFulfillment,
} from '../fulfillments/repository.ts';
import { checkOpen } from '../fulfillments/ship.ts';
import { shelveStock, takeStock } from '../fulfillments/stock.ts';
import { fulfillment } from '../fulfillments/tables.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { muted, shipmentNotice } from '../orders/notices.ts';
import { checkOrderStatus, deriveFulfillmentStatus } from '../orders/status.ts';
import { returnLocation } from '../returns/inputs.ts';
import { newId } from '../sales-channels/ids.ts';
import { unknownReference } from '../sales-channels/query.ts';
import type { Metadata } from '../sales-channels/tables.ts';
import { checkClaimOpen, lockClaim } from './change.ts';
import { type ClaimRow, claimOrder } from './tables.ts';

/*
 * A replace claim's new lines leave a stock location (fulfillments/ code, claim_order_id
 * set, no order_id), ship with tracking numbers, or are called off before they ship. The
 * claim's fulfillment_status follows its lines, as an order's does.
 */

async function lockClaimLines(db: Executor, claimId: string) {
  return db
    .select()
    .from(lineItem)
    .where(eq(lineItem.claim_order_id, claimId))
    .orderBy(asc(lineItem.id))
    .for('update');
}

async function addToClaimLines(
  db: Executor,
  column: 'fulfilled_quantity' | 'shipped_quantity',
  changes: readonly { item_id: string; quantity: number }[],
) {
  for (const change of changes) {
    await db
      .update(lineItem)
      .set({
        [column]: sql`coalesce(${lineItem[column]}, 0) + ${change.quantity}`,
        updated_at: new Date(),
      })
      .where(eq(lineItem.id, change.item_id));
  }
}

async function syncClaimStatus(db: Executor, claim: ClaimRow) {
  const lines = await db.select().from(lineItem).where(eq(lineItem.claim_order_id, claim.id));
  const canceled = await db
    .select({ id: fulfillment.id })
    .from(fulfillment)
    .where(and(eq(fulfillment.claim_order_id, claim.id), isNotNull(fulfillment.canceled_at)))
    .limit(1);
  await db
    .update(claimOrder)
    .set({
      fulfillment_status: deriveFulfillmentStatus(lines, canceled.length > 0),
      updated_at: new Date(),
    })
    .where(eq(claimOrder.id, claim.id));
}

async function requireClaimFulfillment(
  db: Executor,
  claimId: string,
  id: string,
  missing: 'body' | 'path',
) {
  const row = await lockFulfillment(db, id);
  if (!row || row.claim_order_id !== claimId) {
    throw missing === 'body'
      ? unknownReference('Fulfillment', id)
      : errors.notFound('Fulfillment', id);
  }
  return row;
}

/** AdminCreateOrderClaimFulfillment: every unit of the replacement not yet fulfilled. */
export async function fulfilClaim(
  db: Executor,
  orderId: string,
  claimId: string,
  input: {
    location_id?: string | undefined;
    no_notification?: boolean | undefined;
    metadata?: Metadata | undefined;
  },
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const { order, claim } = await lockClaim(tx, orderId, claimId);
    checkOrderStatus(order, 'fulfil');
    checkClaimOpen(claim);
    const lines = await lockClaimLines(tx, claim.id);
    const wanted = lines
      .map((line) => ({
        item_id: line.id,
        variant_id: line.variant_id,
        quantity: line.quantity - (line.fulfilled_quantity ?? 0),
      }))
      .filter((line) => line.quantity > 0);
    if (claim.type !== 'replace' || wanted.length === 0) {
      throw errors.notAllowed(`Claim ${claim.id} has nothing to fulfil`, 'claim_nothing_to_fulfil');
    }
    const locationId = await returnLocation(tx, input.location_id);
    const moves = await takeStock(tx, wanted, locationId);
    const id = newId('ful');
    await insertFulfillment(
      tx,
      {
        id,
        claim_order_id: claim.id,
        provider_id: 'manual',
        location_id: locationId,
        no_notification: input.no_notification ?? claim.no_notification,
        metadata: input.metadata ?? null,
      },
      wanted.map((w) => ({ fulfillment_id: id, item_id: w.item_id, quantity: w.quantity })),
      moves.map((m) => ({ fulfillment_id: id, ...m })),
    );
    await addToClaimLines(tx, 'fulfilled_quantity', wanted);
    await syncClaimStatus(tx, claim);
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
    const row = await requireClaimFulfillment(tx, claim.id, fulfillmentId, 'path');
    checkOpen(row, 'canceled');
    await lockClaimLines(tx, claim.id);
    const items = await itemsOfFulfillment(tx, row.id);
    await addToClaimLines(
      tx,
      'fulfilled_quantity',
      items.map((item) => ({ item_id: item.item_id, quantity: -item.quantity })),
    );
    if (row.location_id)
      await shelveStock(tx, await stockOfFulfillment(tx, row.id), row.location_id);
    await updateFulfillment(tx, row.id, { canceled_at: new Date() });
    await syncClaimStatus(tx, claim);
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
    const row = await requireClaimFulfillment(tx, claim.id, input.fulfillment_id, 'body');
    checkOpen(row, 'shipped again');
    const numbers = [
      ...new Set((input.tracking_numbers ?? []).map((n) => n.trim()).filter((n) => n !== '')),
    ];
    await insertTrackingLinks(tx, row.id, numbers);
    await updateFulfillment(tx, row.id, { shipped_at: new Date(), tracking_numbers: numbers });
    await lockClaimLines(tx, claim.id);
    await addToClaimLines(tx, 'shipped_quantity', await itemsOfFulfillment(tx, row.id));
    await syncClaimStatus(tx, claim);
    return {
      order: await loadOrder(tx, order),
      notice: muted(order, row.no_notification) ? null : shipmentNotice(order, row.id, numbers),
    };
  });
}
