import type { AdminComponents } from '@commerce/client/contract';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { iso, unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findStockLocation } from '../../settings/index.ts';
import {
  findInventoryItem,
  findLevel,
  inventoryItemsByIds,
  reservedAt,
} from '../inventory-items/repository.ts';
import type { InventoryItemRow } from '../inventory-items/tables.ts';
import { refreshItemStock } from '../variant-inventory/stock.ts';
import {
  deleteReservationRow,
  findReservation,
  insertReservation,
  listReservationItems,
  type ReservationFilters,
  type ReservationValues,
  updateReservation,
} from './repository.ts';
import type { ReservationItemRow } from './tables.ts';

/*
 * Reservations hold stock of one inventory level. The rule: a reservation may not take
 * more than the level's available quantity (stocked - reserved by the other reservations)
 * unless the caller allows backorders. The admin API never does (a manual hold of stock
 * that is not there would hide a shortfall); the order flow will pass `allowBackorder` for
 * variants with `allow_backorder`, since inventory items themselves carry no such flag.
 *
 * Every change locks the level row (SELECT … FOR UPDATE) before reading what is reserved
 * there, in one transaction: two reservations racing for the last units queue on that
 * lock, and the second sees the first's row when it sums (read committed takes a new
 * snapshot per statement), so stock is never oversold.
 */

export type Reservation = AdminComponents['schemas']['ReservationItem'];

export interface ReservationOptions {
  allowBackorder?: boolean;
}

export function toReservation(row: ReservationItemRow): Reservation {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
  };
}

async function requireReservation(
  db: Executor,
  id: string,
  lock = false,
): Promise<ReservationItemRow> {
  const row = await findReservation(db, id, lock);
  if (!row) throw errors.notFound('Reservation', id);
  return row;
}

/** Locks the level and checks that `quantity` more units fit in what is available. */
async function holdStock(
  tx: Executor,
  itemId: string,
  locationId: string,
  quantity: number,
  options: ReservationOptions,
  exceptReservationId?: string,
): Promise<void> {
  if (!(await findStockLocation(tx, locationId))) {
    throw unknownReference('Stock location', locationId);
  }
  const level = await findLevel(tx, itemId, locationId, true);
  if (!level) {
    throw errors.notAllowed(
      `Inventory item ${itemId} is not stocked at stock location ${locationId}`,
      'not_stocked_at_location',
    );
  }
  if (options.allowBackorder) return;
  const available =
    level.stocked_quantity - (await reservedAt(tx, itemId, locationId, exceptReservationId));
  if (quantity > available) {
    throw errors.notAllowed(
      `Cannot reserve ${quantity} of inventory item ${itemId} at stock location ${locationId}: ${Math.max(available, 0)} available`,
      'insufficient_inventory',
    );
  }
}

/** What a read may add to each reservation (`expand`, as Medusa v1 offers it). */
export interface ReservationExpansion {
  /** The reserved inventory item, so a screen can name it (title, SKU) without more reads. */
  inventoryItem?: boolean;
}

type InventoryItem = NonNullable<Reservation['inventory_item']>;

function toInventoryItem(row: InventoryItemRow): InventoryItem {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
  };
}

/** The reservations as the API answers them, with their items when asked: one read for all. */
async function expanded(
  db: Executor,
  rows: ReservationItemRow[],
  expansion: ReservationExpansion,
): Promise<Reservation[]> {
  if (!expansion.inventoryItem) return rows.map(toReservation);
  const ids = [...new Set(rows.map((row) => row.inventory_item_id))];
  const items = new Map(
    (await inventoryItemsByIds(db, ids)).map((item) => [item.id, toInventoryItem(item)]),
  );
  return rows.map((row) => {
    const item = items.get(row.inventory_item_id);
    return item ? { ...toReservation(row), inventory_item: item } : toReservation(row);
  });
}

export async function getReservation(
  db: Executor,
  id: string,
  expansion: ReservationExpansion = {},
): Promise<Reservation> {
  const [reservation] = await expanded(db, [await requireReservation(db, id)], expansion);
  return reservation as Reservation;
}

export async function listReservations(
  db: Executor,
  filters: ReservationFilters,
  page: Page,
  expansion: ReservationExpansion = {},
): Promise<{ reservations: Reservation[]; count: number }> {
  const { rows, count } = await listReservationItems(db, filters, page);
  return { reservations: await expanded(db, rows, expansion), count };
}

export interface ReservationInput {
  location_id: string;
  inventory_item_id: string;
  quantity: number;
  line_item_id?: string;
  description?: string;
  metadata?: Record<string, unknown> | null;
}

export async function createReservation(
  db: Executor,
  input: ReservationInput,
  createdBy: string | null,
  options: ReservationOptions = {},
): Promise<Reservation> {
  return withTransaction(db, async (tx) => {
    if (!(await findInventoryItem(tx, input.inventory_item_id))) {
      throw unknownReference('Inventory item', input.inventory_item_id);
    }
    await holdStock(tx, input.inventory_item_id, input.location_id, input.quantity, options);
    const row = await insertReservation(tx, {
      id: newId('resitem'),
      ...input,
      created_by: createdBy,
    });
    await refreshItemStock(tx, [input.inventory_item_id]);
    return toReservation(row);
  });
}

export async function changeReservation(
  db: Executor,
  id: string,
  values: ReservationValues,
  options: ReservationOptions = {},
): Promise<Reservation> {
  return withTransaction(db, async (tx) => {
    const current = await requireReservation(tx, id, true);
    const locationId = values.location_id ?? current.location_id;
    const quantity = values.quantity ?? current.quantity;
    // Only a larger hold on a level needs the check: giving back units is always allowed,
    // even where a stock count has since left the level short.
    if (locationId !== current.location_id || quantity > current.quantity) {
      await holdStock(tx, current.inventory_item_id, locationId, quantity, options, id);
    }
    const row = await updateReservation(tx, id, values);
    await refreshItemStock(tx, [current.inventory_item_id]);
    return toReservation(row ?? current);
  });
}

export async function deleteReservation(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const current = await requireReservation(tx, id, true);
    await deleteReservationRow(tx, id);
    await refreshItemStock(tx, [current.inventory_item_id]);
  });
}
