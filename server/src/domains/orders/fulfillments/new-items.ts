import { and, eq, isNotNull } from 'drizzle-orm';
import type { Metadata } from '../../../db/columns.ts';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { addToLineCounters, linesOfOwners, lockLinesOf } from '../../carts/index.ts';
import { giveBackStock, shelveStock, takeStock } from '../../inventory/index.ts';
import { deriveFulfillmentStatus } from '../orders/status.ts';
import type { FulfillmentStatus } from '../orders/tables.ts';
import {
  insertFulfillment,
  insertTrackingLinks,
  itemsOfFulfillment,
  lockFulfillment,
  stockOfFulfillment,
  updateFulfillment,
} from './repository.ts';
import { checkOpen } from './ship.ts';
import { type FulfillmentRow, fulfillment } from './tables.ts';

/*
 * The new items a claim (replacement) or a swap sends: their lines point at the claim or
 * the swap instead of the order. They leave a stock location in a fulfillment, ship with
 * tracking numbers, or are called off before they ship, as an order's lines do; the
 * owner's fulfillment_status follows its lines. The callers hold the order's and the
 * owner's row locks and check their own states first.
 */

export interface NewItemsOwner {
  kind: 'claim' | 'swap';
  id: string;
  no_notification: boolean | null;
  /** Stores the owner's fulfillment_status (claim_order or swap row). */
  setStatus(db: Executor, status: FulfillmentStatus): Promise<void>;
  /**
   * Whether the lines hold reservations (a swap's, made when its cart was completed): a
   * canceled fulfillment then reserves its units again, else they only go back on the
   * shelves.
   */
  reserved: boolean;
}

const ownerColumn = (owner: NewItemsOwner) =>
  owner.kind === 'claim' ? ('claim_order_id' as const) : ('swap_id' as const);

async function lockOwnerLines(db: Executor, owner: NewItemsOwner) {
  return lockLinesOf(db, { column: ownerColumn(owner), id: owner.id });
}

async function addToOwnerLines(
  db: Executor,
  owner: NewItemsOwner,
  counter: 'fulfilled_quantity' | 'shipped_quantity',
  changes: readonly { item_id: string; quantity: number }[],
) {
  await addToLineCounters(db, { column: ownerColumn(owner), id: owner.id }, counter, changes);
}

async function syncStatus(db: Executor, owner: NewItemsOwner) {
  const column = ownerColumn(owner);
  const lines = await linesOfOwners(db, column, [owner.id]);
  const canceled = await db
    .select({ id: fulfillment.id })
    .from(fulfillment)
    .where(and(eq(fulfillment[column], owner.id), isNotNull(fulfillment.canceled_at)))
    .limit(1);
  await owner.setStatus(db, deriveFulfillmentStatus(lines, canceled.length > 0));
}

/** A fulfillment of the owner, locked; `missing` says how an unknown one is answered. */
async function requireOwnFulfillment(
  db: Executor,
  owner: NewItemsOwner,
  id: string,
  missing: 'body' | 'path',
): Promise<FulfillmentRow> {
  const row = await lockFulfillment(db, id);
  if (!row || row[ownerColumn(owner)] !== owner.id) {
    throw missing === 'body'
      ? unknownReference('Fulfillment', id)
      : errors.notFound('Fulfillment', id);
  }
  return row;
}

export interface NewItemsFulfilmentInput {
  no_notification?: boolean | undefined;
  metadata?: Metadata | undefined;
}

/** Fulfils every unit of the owner's lines not yet fulfilled, from `locationId`. */
export async function fulfilNewItems(
  db: Executor,
  owner: NewItemsOwner,
  locationId: string | null,
  input: NewItemsFulfilmentInput,
): Promise<void> {
  const lines = await lockOwnerLines(db, owner);
  const wanted = lines
    .map((line) => ({
      item_id: line.id,
      variant_id: line.variant_id,
      quantity: line.quantity - (line.fulfilled_quantity ?? 0),
    }))
    .filter((line) => line.quantity > 0);
  if (wanted.length === 0) {
    throw errors.notAllowed(
      `${owner.kind === 'claim' ? 'Claim' : 'Swap'} ${owner.id} has nothing to fulfil`,
      `${owner.kind}_nothing_to_fulfil`,
    );
  }
  const moves = await takeStock(db, wanted, locationId);
  const id = newId('ful');
  await insertFulfillment(
    db,
    {
      id,
      [ownerColumn(owner)]: owner.id,
      provider_id: 'manual',
      location_id: locationId,
      no_notification: input.no_notification ?? owner.no_notification,
      metadata: input.metadata ?? null,
    },
    wanted.map((w) => ({ fulfillment_id: id, item_id: w.item_id, quantity: w.quantity })),
    moves.map((m) => ({ fulfillment_id: id, ...m })),
  );
  await addToOwnerLines(db, owner, 'fulfilled_quantity', wanted);
  await syncStatus(db, owner);
}

/** Cancels a fulfillment before it ships; its units go back to its location. */
export async function cancelNewItemsFulfillment(
  db: Executor,
  owner: NewItemsOwner,
  fulfillmentId: string,
): Promise<void> {
  const row = await requireOwnFulfillment(db, owner, fulfillmentId, 'path');
  checkOpen(row, 'canceled');
  await lockOwnerLines(db, owner);
  const items = await itemsOfFulfillment(db, row.id);
  await addToOwnerLines(
    db,
    owner,
    'fulfilled_quantity',
    items.map((item) => ({ item_id: item.item_id, quantity: -item.quantity })),
  );
  if (row.location_id) {
    const moves = await stockOfFulfillment(db, row.id);
    if (owner.reserved) await giveBackStock(db, moves, row.location_id);
    else await shelveStock(db, moves, row.location_id);
  }
  await updateFulfillment(db, row.id, { canceled_at: new Date() });
  await syncStatus(db, owner);
}

/** Marks a fulfillment shipped with its tracking numbers; answers the fulfillment. */
export async function shipNewItems(
  db: Executor,
  owner: NewItemsOwner,
  fulfillmentId: string,
  trackingNumbers: readonly string[],
): Promise<{ fulfillment: FulfillmentRow; numbers: string[] }> {
  const row = await requireOwnFulfillment(db, owner, fulfillmentId, 'body');
  checkOpen(row, 'shipped again');
  const numbers = [...new Set(trackingNumbers.map((n) => n.trim()).filter((n) => n !== ''))];
  await insertTrackingLinks(db, row.id, numbers);
  await updateFulfillment(db, row.id, { shipped_at: new Date(), tracking_numbers: numbers });
  await lockOwnerLines(db, owner);
  await addToOwnerLines(db, owner, 'shipped_quantity', await itemsOfFulfillment(db, row.id));
  await syncStatus(db, owner);
  return { fulfillment: row, numbers };
}
