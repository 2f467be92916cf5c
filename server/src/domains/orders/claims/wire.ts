import type { StoreComponents } from '@commerce/client/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { linesOfOwners, toLineItem } from '../../carts/index.ts';
import { fulfillmentsOfOwners } from '../fulfillments/wire.ts';
import { type ClaimRow, claimImage, claimItem, claimItemTags, claimTag } from './tables.ts';

/*
 * Claims as the API answers them: claim items with their images and tags, and the
 * replacement lines (price 0, so their totals are all 0). Loaded for a page of orders in a
 * fixed number of queries.
 */

export type Claim = StoreComponents['schemas']['ClaimOrder'];

const ZERO = {
  subtotal: 0,
  discount_total: 0,
  tax_total: 0,
  total: 0,
  original_total: 0,
  original_tax_total: 0,
  gift_card_total: 0,
};

type Dated = { created_at: Date; updated_at: Date; deleted_at: Date | null };

function dates<T extends Dated>(
  row: T,
): Omit<T, keyof Dated> & { created_at: string; updated_at: string; deleted_at: string | null } {
  const { created_at, updated_at, deleted_at, ...rest } = row;
  return {
    ...rest,
    created_at: iso(created_at),
    updated_at: iso(updated_at),
    deleted_at: iso(deleted_at),
  };
}

export async function loadClaims(db: Executor, rows: readonly ClaimRow[]): Promise<Claim[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, lines, fulfillments] = await Promise.all([
    db
      .select()
      .from(claimItem)
      .where(and(inArray(claimItem.claim_order_id, ids), isNull(claimItem.deleted_at)))
      .orderBy(asc(claimItem.created_at), asc(claimItem.id)),
    linesOfOwners(db, 'claim_order_id', ids),
    fulfillmentsOfOwners(db, 'claim_order_id', ids),
  ]);
  const itemIds = items.map((item) => item.id);
  const [images, tagLinks] = itemIds.length
    ? await Promise.all([
        db
          .select()
          .from(claimImage)
          .where(and(inArray(claimImage.claim_item_id, itemIds), isNull(claimImage.deleted_at)))
          .orderBy(asc(claimImage.created_at), asc(claimImage.id)),
        db
          .select({ item_id: claimItemTags.item_id, tag: claimTag })
          .from(claimItemTags)
          .innerJoin(claimTag, eq(claimTag.id, claimItemTags.tag_id))
          .where(inArray(claimItemTags.item_id, itemIds))
          .orderBy(asc(claimTag.value)),
      ])
    : [[], []];
  return rows.map((row) => ({
    ...dates(row),
    canceled_at: iso(row.canceled_at),
    claim_items: items
      .filter((item) => item.claim_order_id === row.id)
      .map((item) => ({
        ...dates(item),
        images: images.filter((image) => image.claim_item_id === item.id).map(dates),
        tags: tagLinks.filter((link) => link.item_id === item.id).map((link) => dates(link.tag)),
      })),
    additional_items: lines
      .filter((line) => line.claim_order_id === row.id)
      .map((line) => toLineItem(line, { adjustments: [], tax_lines: [], totals: ZERO })),
    fulfillments: fulfillments.get(row.id) ?? [],
  }));
}

/** The claims of these rows loaded, grouped by their order, in the order given. */
export async function claimsByOrder(
  db: Executor,
  rows: readonly ClaimRow[],
): Promise<Map<string, Claim[]>> {
  const byOrder = new Map<string, Claim[]>();
  for (const claim of await loadClaims(db, rows)) {
    byOrder.set(claim.order_id, [...(byOrder.get(claim.order_id) ?? []), claim]);
  }
  return byOrder;
}
