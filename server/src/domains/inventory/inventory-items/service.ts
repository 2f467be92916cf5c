import type { AdminComponents } from '@commerce/client/contract';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { iso, unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { createError, errors } from '../../../errors.ts';
import { findLiveVariant } from '../../catalog/index.ts';
import { findStockLocation } from '../../settings/index.ts';
import {
  linkVariantToItem,
  refreshItemStock,
  refreshVariantStock,
  variantsOfItems,
} from '../variant-inventory/stock.ts';
import {
  deleteInventoryItemRow,
  deleteLevel,
  findInventoryItem,
  findItemBySku,
  findLevel,
  type InventoryItemFilters,
  type InventoryItemValues,
  insertInventoryItem,
  insertLevel,
  type LevelWithReserved,
  levelsOfItems,
  listInventoryItems,
  reservedAt,
  updateInventoryItem,
  updateLevel,
  wasFulfilled,
} from './repository.ts';
import type { InventoryItemRow, InventoryLevelRow } from './tables.ts';

type Schemas = AdminComponents['schemas'];
export type InventoryItemDecorated = Schemas['InventoryItemDecorated'];
export type InventoryLevel = Schemas['InventoryLevel'];

export function toLevel(level: LevelWithReserved): InventoryLevel {
  return {
    ...level,
    // api-conventions: available = stocked - reserved; negative when a stock count found
    // fewer units than are reserved, which the merchant must see rather than a hidden 0.
    available_quantity: level.stocked_quantity - level.reserved_quantity,
    created_at: iso(level.created_at),
    updated_at: iso(level.updated_at),
    deleted_at: iso(level.deleted_at),
  };
}

/** An item with its levels and the sums over them, as list and detail answer it. */
export function toInventoryItem(
  row: InventoryItemRow,
  levels: LevelWithReserved[],
): InventoryItemDecorated {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    location_levels: levels.map(toLevel),
    stocked_quantity: levels.reduce((sum, level) => sum + level.stocked_quantity, 0),
    reserved_quantity: levels.reduce((sum, level) => sum + level.reserved_quantity, 0),
  };
}

export async function requireItem(
  db: Executor,
  id: string,
  lock = false,
): Promise<InventoryItemRow> {
  const row = await findInventoryItem(db, id, lock);
  if (!row) throw errors.notFound('Inventory item', id);
  return row;
}

/** The level of `itemId` at `locationId`, locked; 404 when the item is not stocked there. */
export async function requireLevel(
  db: Executor,
  itemId: string,
  locationId: string,
): Promise<InventoryLevelRow> {
  const level = await findLevel(db, itemId, locationId, true);
  if (!level) {
    throw createError(
      'not_found',
      `Inventory item ${itemId} has no level at stock location ${locationId}`,
    );
  }
  return level;
}

export async function getInventoryItem(
  db: Executor,
  id: string,
  locationIds?: string[],
): Promise<InventoryItemDecorated> {
  const row = await requireItem(db, id);
  return toInventoryItem(row, await levelsOfItems(db, [id], locationIds));
}

/**
 * The list. With `location_id`, only items stocked at one of those locations, and their
 * levels (and the sums) only over those locations.
 */
export async function listItems(
  db: Executor,
  filters: InventoryItemFilters,
  page: Page,
): Promise<{ inventory_items: InventoryItemDecorated[]; count: number }> {
  const { rows, count } = await listInventoryItems(db, filters, page);
  const levels = await levelsOfItems(
    db,
    rows.map((row) => row.id),
    filters.location_id,
  );
  return {
    inventory_items: rows.map((row) =>
      toInventoryItem(
        row,
        levels.filter((level) => level.inventory_item_id === row.id),
      ),
    ),
    count,
  };
}

async function ensureSkuFree(db: Executor, sku: string | null | undefined, self?: string) {
  // `''` is a SKU like any other (the fuzz run's 500: two items with '' met the index).
  if (sku === null || sku === undefined) return;
  const other = await findItemBySku(db, sku);
  if (other && other.id !== self) throw errors.duplicate('Inventory item', 'sku', sku);
}

/** A unique index can still refuse a SKU that two requests claimed at once. */
async function guardSku<T>(sku: string | null | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505' && sku !== null && sku !== undefined)
      throw errors.duplicate('Inventory item', 'sku', sku);
    throw error;
  }
}

export type InventoryItemInput = InventoryItemValues & { variant_id?: string };

export async function createInventoryItem(
  db: Executor,
  input: InventoryItemInput,
): Promise<InventoryItemDecorated> {
  const { variant_id, ...values } = input;
  return guardSku(values.sku, () =>
    withTransaction(db, async (tx) => {
      await ensureSkuFree(tx, values.sku);
      if (variant_id !== undefined && !(await findLiveVariant(tx, variant_id))) {
        throw unknownReference('Product variant', variant_id);
      }
      const row = await insertInventoryItem(tx, { id: newId('iitem'), ...values });
      if (variant_id !== undefined) {
        await linkVariantToItem(tx, variant_id, row.id);
        await refreshVariantStock(tx, [variant_id]);
      }
      return toInventoryItem(row, []);
    }),
  );
}

export async function changeInventoryItem(
  db: Executor,
  id: string,
  values: InventoryItemValues,
): Promise<InventoryItemDecorated> {
  return guardSku(values.sku, () =>
    withTransaction(db, async (tx) => {
      await requireItem(tx, id, true);
      await ensureSkuFree(tx, values.sku, id);
      await updateInventoryItem(tx, id, values);
      return getInventoryItem(tx, id);
    }),
  );
}

export async function deleteInventoryItem(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireItem(tx, id, true);
    // Fulfilled units keep pointing at their item, so returns put them back where they came from.
    if (await wasFulfilled(tx, id)) {
      throw errors.notAllowed(
        `Inventory item ${id} was fulfilled for orders and is kept for their returns`,
        'inventory_item_fulfilled',
      );
    }
    // Its variant links go with it (ON DELETE CASCADE); their stock is recomputed after.
    const variants = await variantsOfItems(tx, [id]);
    await deleteInventoryItemRow(tx, id);
    await refreshVariantStock(tx, variants);
  });
}

export async function addLevel(
  db: Executor,
  id: string,
  input: { location_id: string; stocked_quantity: number; incoming_quantity?: number },
): Promise<InventoryItemDecorated> {
  return withTransaction(db, async (tx) => {
    await requireItem(tx, id, true);
    if (!(await findStockLocation(tx, input.location_id))) {
      throw unknownReference('Stock location', input.location_id);
    }
    if (await findLevel(tx, id, input.location_id)) {
      throw errors.duplicate('Inventory level', 'location_id', input.location_id);
    }
    await insertLevel(tx, {
      id: newId('ilev'),
      inventory_item_id: id,
      location_id: input.location_id,
      stocked_quantity: input.stocked_quantity,
      incoming_quantity: input.incoming_quantity ?? 0,
    });
    await refreshItemStock(tx, [id]);
    return getInventoryItem(tx, id);
  });
}

/**
 * Sets a level's quantities. Stock may drop below what is reserved: a stock count must be
 * recordable as found, and the negative available quantity shows the shortfall.
 */
export async function changeLevel(
  db: Executor,
  id: string,
  locationId: string,
  values: { stocked_quantity?: number; incoming_quantity?: number },
): Promise<InventoryItemDecorated> {
  return withTransaction(db, async (tx) => {
    await requireItem(tx, id);
    const level = await requireLevel(tx, id, locationId);
    await updateLevel(tx, level.id, values);
    await refreshItemStock(tx, [id]);
    return getInventoryItem(tx, id);
  });
}

export async function removeLevel(
  db: Executor,
  id: string,
  locationId: string,
): Promise<InventoryItemDecorated> {
  return withTransaction(db, async (tx) => {
    await requireItem(tx, id);
    const level = await requireLevel(tx, id, locationId);
    if ((await reservedAt(tx, id, locationId)) > 0) {
      throw errors.notAllowed(
        `Inventory item ${id} has reservations at stock location ${locationId}; delete them first`,
        'level_has_reservations',
      );
    }
    await deleteLevel(tx, level.id);
    await refreshItemStock(tx, [id]);
    return getInventoryItem(tx, id);
  });
}
