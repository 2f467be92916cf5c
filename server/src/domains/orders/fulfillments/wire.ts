import type { StoreComponents } from '@commerce/client/contract';
import { asc, inArray } from 'drizzle-orm';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  type FulfillmentItemRow,
  type FulfillmentRow,
  fulfillment,
  fulfillmentItem,
  type TrackingLinkRow,
  trackingLink,
} from './tables.ts';

/** Fulfillments as the wire shows them, loaded for a page of orders in three queries. */

export type Fulfillment = StoreComponents['schemas']['Fulfillment'];

function toTrackingLink(row: TrackingLinkRow): StoreComponents['schemas']['TrackingLink'] {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
  };
}

/** The fulfillments of the new items of a page of claims or swaps, keyed by their id. */
export async function fulfillmentsOfOwners(
  db: Executor,
  column: 'claim_order_id' | 'swap_id',
  ownerIds: string[],
): Promise<Map<string, Fulfillment[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(fulfillment)
    .where(inArray(fulfillment[column], ownerIds))
    .orderBy(asc(fulfillment.created_at), asc(fulfillment.id));
  return grouped(db, rows, (row) => row[column] as string);
}

async function grouped(
  db: Executor,
  rows: FulfillmentRow[],
  keyOf: (row: FulfillmentRow) => string,
): Promise<Map<string, Fulfillment[]>> {
  const ids = rows.map((row) => row.id);
  const [items, links] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(fulfillmentItem).where(inArray(fulfillmentItem.fulfillment_id, ids)),
          db
            .select()
            .from(trackingLink)
            .where(inArray(trackingLink.fulfillment_id, ids))
            .orderBy(asc(trackingLink.created_at), asc(trackingLink.id)),
        ]);
  return groupFulfillments(rows, items, links, keyOf);
}

/** Fulfillments with their items and tracking links (read already), keyed by `keyOf`. */
export function groupFulfillments(
  rows: readonly FulfillmentRow[],
  items: readonly FulfillmentItemRow[],
  links: readonly TrackingLinkRow[],
  keyOf: (row: FulfillmentRow) => string,
): Map<string, Fulfillment[]> {
  const result = new Map<string, Fulfillment[]>();
  for (const row of rows) {
    const wire = toFulfillment(
      row,
      items.filter((item) => item.fulfillment_id === row.id),
      links.filter((link) => link.fulfillment_id === row.id),
    );
    const key = keyOf(row);
    result.set(key, [...(result.get(key) ?? []), wire]);
  }
  return result;
}

function rank(row: FulfillmentRow, link: TrackingLinkRow): number {
  const at = row.tracking_numbers.indexOf(link.tracking_number);
  return at === -1 ? Number.MAX_SAFE_INTEGER : at;
}

export function toFulfillment(
  row: FulfillmentRow,
  items: { fulfillment_id: string; item_id: string; quantity: number }[],
  links: TrackingLinkRow[],
): Fulfillment {
  return {
    ...row,
    shipped_at: iso(row.shipped_at),
    canceled_at: iso(row.canceled_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    items,
    // Links of one shipment share their created_at: keep the order staff gave the numbers in.
    tracking_links: [...links].sort((a, b) => rank(row, a) - rank(row, b)).map(toTrackingLink),
  };
}
