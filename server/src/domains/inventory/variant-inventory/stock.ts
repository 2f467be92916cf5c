import { and, eq, inArray, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type StoredQuantity, storeInventoryQuantity } from '../../catalog/index.ts';
import { defaultLocationId, ensureDefaultLocation } from '../../settings/index.ts';
import {
  findItemBySku,
  findLevel,
  insertInventoryItem,
  insertLevel,
  updateLevel,
} from '../inventory-items/repository.ts';
import { inventoryLevel } from '../inventory-items/tables.ts';
import { reservationItem } from '../reservations/tables.ts';
import { productVariantInventoryItem } from './tables.ts';

/*
 * A managed variant's `inventory_quantity` is derived, never typed in: the units it can
 * sell over every location, i.e. for each linked item (stocked - reserved) divided by the
 * units one variant uses, the smallest of those. It is stored on the variant so product
 * reads need no join, and every write that changes a level, a reservation or a link calls
 * refreshVariantStock() in its own transaction, so the stored figure is never stale.
 */

const link = productVariantInventoryItem;

/** The variants that draw stock from any of these items. */
export async function variantsOfItems(db: Executor, itemIds: readonly string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: link.variant_id })
    .from(link)
    .where(and(inArray(link.inventory_item_id, [...itemIds]), isNull(link.deleted_at)));
  return rows.map((row) => row.id);
}

/**
 * Recomputes the stored quantity of these managed variants (0 when no item is linked), a
 * list of ids or a subquery of them; answers the figures stored.
 */
export async function refreshVariantStock(
  db: Executor,
  variantIds: readonly string[] | SQLWrapper,
): Promise<StoredQuantity[]> {
  if (Array.isArray(variantIds) && variantIds.length === 0) return [];
  const available = sql`(
    (SELECT coalesce(sum(${inventoryLevel.stocked_quantity}), 0) FROM ${inventoryLevel}
      WHERE ${inventoryLevel.inventory_item_id} = ${link.inventory_item_id}
        AND ${inventoryLevel.deleted_at} IS NULL)
    - (SELECT coalesce(sum(${reservationItem.quantity}), 0) FROM ${reservationItem}
      WHERE ${reservationItem.inventory_item_id} = ${link.inventory_item_id}
        AND ${reservationItem.deleted_at} IS NULL))`;
  return storeInventoryQuantity(
    db,
    variantIds,
    (variantId) => sql`coalesce((
        SELECT min(floor(${available}::numeric / ${link.required_quantity}))
        FROM ${link}
        WHERE ${link.variant_id} = ${variantId} AND ${link.deleted_at} IS NULL
      ), 0)::integer`,
  );
}

/**
 * Refreshes every variant drawing from these items; call after changing their stock. One
 * statement: the variants are found by a subquery of the update (issue 29), and the
 * figures stored are answered.
 */
export async function refreshItemStock(
  db: Executor,
  itemIds: readonly string[],
): Promise<StoredQuantity[]> {
  if (itemIds.length === 0) return [];
  return refreshVariantStock(
    db,
    db
      .selectDistinct({ id: link.variant_id })
      .from(link)
      .where(and(inArray(link.inventory_item_id, [...itemIds]), isNull(link.deleted_at))),
  );
}

export async function linkVariantToItem(
  db: Executor,
  variantId: string,
  itemId: string,
  requiredQuantity = 1,
): Promise<void> {
  await db
    .insert(link)
    .values({
      id: newId('pvitem'),
      variant_id: variantId,
      inventory_item_id: itemId,
      required_quantity: requiredQuantity,
    })
    .onConflictDoNothing();
}

/**
 * The item a managed variant keeps its own stock in: its first linked item, else the item
 * that already carries its SKU (staff may have created it first), else a new one.
 */
export async function ensureVariantItem(
  db: Executor,
  variant: { id: string; sku: string | null; title: string },
): Promise<string> {
  const [linked] = await db
    .select({ id: link.inventory_item_id })
    .from(link)
    .where(and(eq(link.variant_id, variant.id), isNull(link.deleted_at)))
    .orderBy(link.created_at, link.id)
    .limit(1);
  if (linked) return linked.id;
  const existing = variant.sku ? await findItemBySku(db, variant.sku) : undefined;
  const itemId =
    existing?.id ??
    (await insertInventoryItem(db, { id: newId('iitem'), sku: variant.sku, title: variant.title }))
      .id;
  await linkVariantToItem(db, variant.id, itemId);
  return itemId;
}

/**
 * `inventory_quantity` written on a variant: the stocked quantity of its item at the
 * default location becomes that number (other locations keep theirs), then the variant's
 * derived quantity is recomputed.
 */
export async function setDefaultLocationStock(
  db: Executor,
  variant: { id: string; sku: string | null; title: string },
  quantity: number,
): Promise<void> {
  const itemId = await ensureVariantItem(db, variant);
  const needsLevel = quantity !== 0 || (await hasDefaultLocation(db));
  if (needsLevel) {
    const locationId = await ensureDefaultLocation(db);
    const level = await findLevel(db, itemId, locationId, true);
    if (level) await updateLevel(db, level.id, { stocked_quantity: Math.max(quantity, 0) });
    else {
      await insertLevel(db, {
        id: newId('ilev'),
        inventory_item_id: itemId,
        location_id: locationId,
        stocked_quantity: Math.max(quantity, 0),
        incoming_quantity: 0,
      });
    }
  }
  await refreshItemStock(db, [itemId]);
}

async function hasDefaultLocation(db: Executor): Promise<boolean> {
  return (await defaultLocationId(db)) !== null;
}
