import type { Executor } from '../../../db/transaction.ts';
import {
  dates,
  liveProductCollections,
  liveProducts,
  liveProductTags,
  liveProductTypes,
} from '../../catalog/index.ts';
import { liveCustomerGroups, toCustomerGroup } from '../../people/index.ts';
import type { ConditionType } from './tables.ts';

/*
 * The resources a discount condition lists, by the condition's type: which domain's query
 * finds an id's live row (oldest first), and how the listed resources look on the wire.
 */

const LIVE_ROWS = {
  products: liveProducts,
  product_types: liveProductTypes,
  product_collections: liveProductCollections,
  product_tags: liveProductTags,
  customer_groups: liveCustomerGroups,
} as const;

/** Names for messages, e.g. `Product type with id: x was not found`. */
export const RESOURCE_NAMES: Record<ConditionType, string> = {
  products: 'Product',
  product_types: 'Product type',
  product_collections: 'Product collection',
  product_tags: 'Product tag',
  customer_groups: 'Customer group',
};

/** The ids among `ids` of live resources of `type`. */
export async function liveResourceIds(
  db: Executor,
  type: ConditionType,
  ids: string[],
): Promise<Set<string>> {
  const rows = await LIVE_ROWS[type](db, ids);
  return new Set(rows.map((row) => row.id));
}

/** The live resources behind `ids`, as the condition's array of its type shows them. */
export async function loadResources(db: Executor, type: ConditionType, ids: string[]) {
  // Products come without their relations (variants, images…): the condition names them.
  if (type === 'customer_groups') {
    return (await liveCustomerGroups(db, ids)).map((row) => toCustomerGroup(row));
  }
  return (await LIVE_ROWS[type](db, ids)).map((row) => dates(row));
}
