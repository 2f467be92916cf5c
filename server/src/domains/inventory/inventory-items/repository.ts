import { and, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { port } from '../../port.ts';
import { reservationItem } from '../reservations/tables.ts';
import {
  type InventoryItemRow,
  type InventoryLevelRow,
  inventoryItem,
  inventoryLevel,
} from './tables.ts';

export interface InventoryItemFilters {
  q?: string;
  id?: string[];
  location_id?: string[];
  sku?: string;
  origin_country?: string;
  hs_code?: string;
  requires_shipping?: boolean;
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: inventoryItem.created_at,
  updated_at: inventoryItem.updated_at,
  sku: inventoryItem.sku,
  title: inventoryItem.title,
};

function where(db: Executor, filters: InventoryItemFilters): SQL | undefined {
  return and(
    isNull(inventoryItem.deleted_at),
    filters.q
      ? or(
          ilike(inventoryItem.sku, containsPattern(filters.q)),
          ilike(inventoryItem.title, containsPattern(filters.q)),
        )
      : undefined,
    filters.id ? inArray(inventoryItem.id, filters.id) : undefined,
    filters.location_id
      ? inArray(
          inventoryItem.id,
          db
            .select({ id: inventoryLevel.inventory_item_id })
            .from(inventoryLevel)
            .where(inArray(inventoryLevel.location_id, filters.location_id)),
        )
      : undefined,
    filters.sku ? eq(inventoryItem.sku, filters.sku) : undefined,
    filters.origin_country ? eq(inventoryItem.origin_country, filters.origin_country) : undefined,
    filters.hs_code ? eq(inventoryItem.hs_code, filters.hs_code) : undefined,
    filters.requires_shipping === undefined
      ? undefined
      : eq(inventoryItem.requires_shipping, filters.requires_shipping),
    compare(inventoryItem.created_at, filters.created_at),
    compare(inventoryItem.updated_at, filters.updated_at),
  );
}

export async function listInventoryItems(
  db: Executor,
  filters: InventoryItemFilters,
  page: Page,
): Promise<{ rows: InventoryItemRow[]; count: number }> {
  const condition = where(db, filters);
  const rows = await db
    .select()
    .from(inventoryItem)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, inventoryItem.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(inventoryItem).where(condition);
  return { rows, count: total?.n ?? 0 };
}

/** The items with these ids, in one read (a list's reserved items). */
export async function inventoryItemsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<InventoryItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(inventoryItem)
    .where(inArray(inventoryItem.id, [...ids]));
}

export async function findInventoryItem(
  db: Executor,
  id: string,
  lock = false,
): Promise<InventoryItemRow | undefined> {
  const query = db
    .select()
    .from(inventoryItem)
    .where(and(eq(inventoryItem.id, id), isNull(inventoryItem.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findItemBySku(
  db: Executor,
  sku: string,
): Promise<InventoryItemRow | undefined> {
  const [row] = await db
    .select()
    .from(inventoryItem)
    .where(and(eq(inventoryItem.sku, sku), isNull(inventoryItem.deleted_at)));
  return row;
}

export type InventoryItemValues = Partial<
  Omit<InventoryItemRow, 'id' | 'created_at' | 'updated_at' | 'deleted_at'>
>;

export async function insertInventoryItem(
  db: Executor,
  values: InventoryItemValues & { id: string },
): Promise<InventoryItemRow> {
  const [row] = await db.insert(inventoryItem).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateInventoryItem(
  db: Executor,
  id: string,
  values: InventoryItemValues,
): Promise<void> {
  await db
    .update(inventoryItem)
    .set({ ...values, updated_at: new Date() })
    .where(eq(inventoryItem.id, id));
}

/** Whether a fulfillment took units of the item (and a return may put them back). */
export const itemFulfilments =
  port<(db: Executor, itemId: string) => Promise<boolean>>('itemFulfilments');

export function wasFulfilled(db: Executor, id: string): Promise<boolean> {
  return itemFulfilments.get()(db, id);
}

export async function deleteInventoryItemRow(db: Executor, id: string): Promise<void> {
  // Its levels and their reservations go with it (ON DELETE CASCADE).
  await db.delete(inventoryItem).where(eq(inventoryItem.id, id));
}

/** A level with `reserved_quantity`: the sum of its reservations, never stored. */
export type LevelWithReserved = InventoryLevelRow & { reserved_quantity: number };

// Written with table-qualified names: drizzle renders a column of the outer table
// unqualified inside a sql template, which the subquery would bind to its own columns.
const reserved = sql<number>`coalesce((
  SELECT sum(r.quantity) FROM reservation_item r
  WHERE r.inventory_item_id = inventory_level.inventory_item_id
    AND r.location_id = inventory_level.location_id
), 0)::int`;

export async function levelsOfItems(
  db: Executor,
  itemIds: string[],
  locationIds?: string[],
): Promise<LevelWithReserved[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ level: inventoryLevel, reserved_quantity: reserved })
    .from(inventoryLevel)
    .where(
      and(
        inArray(inventoryLevel.inventory_item_id, itemIds),
        locationIds ? inArray(inventoryLevel.location_id, locationIds) : undefined,
      ),
    )
    .orderBy(inventoryLevel.created_at, inventoryLevel.id);
  return rows.map((row) => ({ ...row.level, reserved_quantity: Number(row.reserved_quantity) }));
}

/**
 * The level of an item at a location, with its row lock when `lock`: every change to a
 * level's stock or reservations takes this lock first, so they happen one at a time.
 */
export async function findLevel(
  db: Executor,
  itemId: string,
  locationId: string,
  lock = false,
): Promise<InventoryLevelRow | undefined> {
  const query = db
    .select()
    .from(inventoryLevel)
    .where(
      and(eq(inventoryLevel.inventory_item_id, itemId), eq(inventoryLevel.location_id, locationId)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Units reserved at a level, leaving out one reservation (the one being changed). */
export async function reservedAt(
  db: Executor,
  itemId: string,
  locationId: string,
  exceptReservationId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${reservationItem.quantity}), 0)::int` })
    .from(reservationItem)
    .where(
      and(
        eq(reservationItem.inventory_item_id, itemId),
        eq(reservationItem.location_id, locationId),
        exceptReservationId ? sql`${reservationItem.id} <> ${exceptReservationId}` : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertLevel(
  db: Executor,
  values: {
    id: string;
    inventory_item_id: string;
    location_id: string;
    stocked_quantity: number;
    incoming_quantity: number;
  },
): Promise<void> {
  await db.insert(inventoryLevel).values(values);
}

export async function updateLevel(
  db: Executor,
  id: string,
  values: { stocked_quantity?: number; incoming_quantity?: number },
): Promise<void> {
  await db
    .update(inventoryLevel)
    .set({ ...values, updated_at: new Date() })
    .where(eq(inventoryLevel.id, id));
}

export async function deleteLevel(db: Executor, id: string): Promise<void> {
  await db.delete(inventoryLevel).where(eq(inventoryLevel.id, id));
}
