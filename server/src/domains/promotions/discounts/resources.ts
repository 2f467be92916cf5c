import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { dates, product, productCollection, productTag, productType } from '../../catalog/index.ts';
import { customerGroup, toCustomerGroup } from '../../people/index.ts';
import type { ConditionType } from './tables.ts';

/*
 * The resources a discount condition lists, by the condition's type: which table an id
 * belongs to, and how the listed resources look on the wire.
 */

const TABLES = {
  products: product,
  product_types: productType,
  product_collections: productCollection,
  product_tags: productTag,
  customer_groups: customerGroup,
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
  if (ids.length === 0) return new Set();
  const table = TABLES[type];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), isNull(table.deleted_at)));
  return new Set(rows.map((row) => row.id));
}

/** The live resources behind `ids`, as the condition's array of its type shows them. */
export async function loadResources(db: Executor, type: ConditionType, ids: string[]) {
  if (ids.length === 0) return [];
  const table = TABLES[type];
  const rows = await db
    .select()
    .from(table)
    .where(and(inArray(table.id, ids), isNull(table.deleted_at)))
    .orderBy(table.created_at, table.id);
  // Products come without their relations (variants, images…): the condition names them.
  if (type === 'customer_groups') {
    return (rows as (typeof customerGroup.$inferSelect)[]).map((row) => toCustomerGroup(row));
  }
  return rows.map((row) => dates(row));
}
