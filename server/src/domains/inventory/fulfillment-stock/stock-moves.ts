import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { managedVariantIds } from '../../catalog/index.ts';
import { inventoryLevel } from '../inventory-items/tables.ts';
import { reservationItem } from '../reservations/tables.ts';
import { refreshItemStock } from '../variant-inventory/stock.ts';
import { productVariantInventoryItem as link } from '../variant-inventory/tables.ts';

/*
 * What a fulfillment (of the orders domain) does to stock, in its transaction. Taking: the
 * lines' reservations are consumed (those at the fulfillment's location first, then the
 * line's others, whose hold is no longer needed) and the location's stocked quantity goes
 * down by the units that leave. Giving back (a canceled fulfillment): the units return to
 * the location's stock and are reserved again for their lines. Levels are locked in id
 * order before anything is read, as checkout does (channel-stock/reserve.ts), and every
 * variant's derived inventory_quantity is refreshed (variant-inventory/stock.ts).
 */

export interface LineToFulfil {
  item_id: string;
  variant_id: string | null;
  quantity: number;
}

/** Units of one inventory item that one line takes from (or gives back to) a location. */
export interface StockMove {
  item_id: string;
  inventory_item_id: string;
  quantity: number;
}

/** The stock each line needs: managed variants only, per linked inventory item. */
export async function movesOf(db: Executor, lines: readonly LineToFulfil[]): Promise<StockMove[]> {
  const variantIds = [
    ...new Set(lines.map((l) => l.variant_id).filter((id): id is string => id !== null)),
  ];
  if (variantIds.length === 0) return [];
  const managed = await managedVariantIds(db, variantIds);
  if (managed.length === 0) return [];
  const links = await db
    .select()
    .from(link)
    .where(and(inArray(link.variant_id, managed), isNull(link.deleted_at)));
  return lines.flatMap((line) =>
    links
      .filter((l) => l.variant_id === line.variant_id)
      .map((l) => ({
        item_id: line.item_id,
        inventory_item_id: l.inventory_item_id,
        quantity: line.quantity * l.required_quantity,
      })),
  );
}

const unitsOf = (moves: readonly StockMove[], itemId: string) =>
  moves.filter((m) => m.inventory_item_id === itemId).reduce((sum, m) => sum + m.quantity, 0);

async function lockLevels(db: Executor, itemIds: string[], locationId: string) {
  return db
    .select()
    .from(inventoryLevel)
    .where(
      and(
        inArray(inventoryLevel.inventory_item_id, itemIds),
        eq(inventoryLevel.location_id, locationId),
      ),
    )
    .orderBy(asc(inventoryLevel.id))
    .for('update');
}

/** Consumes the lines' reservations of each move, those at `locationId` first. */
async function consumeReservations(db: Executor, moves: readonly StockMove[], locationId: string) {
  const held = await db
    .select()
    .from(reservationItem)
    .where(
      and(
        inArray(reservationItem.line_item_id, [...new Set(moves.map((m) => m.item_id))]),
        inArray(reservationItem.inventory_item_id, [
          ...new Set(moves.map((m) => m.inventory_item_id)),
        ]),
      ),
    )
    .orderBy(asc(reservationItem.id))
    .for('update');
  for (const move of moves) {
    let need = move.quantity;
    const own = held
      .filter(
        (r) => r.line_item_id === move.item_id && r.inventory_item_id === move.inventory_item_id,
      )
      .sort((a, b) => Number(b.location_id === locationId) - Number(a.location_id === locationId));
    for (const reservation of own) {
      if (need === 0) break;
      const take = Math.min(reservation.quantity, need);
      need -= take;
      if (take === reservation.quantity) {
        await db.delete(reservationItem).where(eq(reservationItem.id, reservation.id));
      } else {
        await db
          .update(reservationItem)
          .set({ quantity: reservation.quantity - take, updated_at: new Date() })
          .where(eq(reservationItem.id, reservation.id));
      }
    }
  }
}

/**
 * Takes the lines' stock from `locationId`; answers what was taken, for giving it back.
 * Refused when an inventory item is not stocked there, or when the units left would not
 * cover what other orders have reserved at the location.
 */
export async function takeStock(
  db: Executor,
  lines: readonly LineToFulfil[],
  locationId: string | null,
): Promise<StockMove[]> {
  const moves = await movesOf(db, lines);
  if (moves.length === 0) return [];
  if (!locationId) {
    throw errors.invalidData(
      'location_id is required: the items are stocked and the store has no default location',
      'location_required',
    );
  }
  const itemIds = [...new Set(moves.map((m) => m.inventory_item_id))];
  const levels = await lockLevels(db, itemIds, locationId);
  for (const itemId of itemIds) {
    if (!levels.some((l) => l.inventory_item_id === itemId && l.deleted_at === null)) {
      throw errors.notAllowed(
        `Inventory item ${itemId} is not stocked at stock location ${locationId}`,
        'not_stocked_at_location',
      );
    }
  }
  await consumeReservations(db, moves, locationId);
  const reserved = await db
    .select({
      item: reservationItem.inventory_item_id,
      n: sql<number>`coalesce(sum(${reservationItem.quantity}), 0)::int`,
    })
    .from(reservationItem)
    .where(
      and(
        inArray(reservationItem.inventory_item_id, itemIds),
        eq(reservationItem.location_id, locationId),
      ),
    )
    .groupBy(reservationItem.inventory_item_id);
  for (const level of levels) {
    const out = unitsOf(moves, level.inventory_item_id);
    const heldByOthers = Number(reserved.find((r) => r.item === level.inventory_item_id)?.n ?? 0);
    const available = level.stocked_quantity - heldByOthers;
    if (out > available) {
      throw errors.notAllowed(
        `Stock location ${locationId} has ${Math.max(available, 0)} of inventory item ${level.inventory_item_id} to fulfil, ${out} needed`,
        'insufficient_inventory',
      );
    }
    await db
      .update(inventoryLevel)
      .set({ stocked_quantity: level.stocked_quantity - out, updated_at: new Date() })
      .where(eq(inventoryLevel.id, level.id));
  }
  await refreshItemStock(db, itemIds);
  return moves;
}

/**
 * Puts units back on a location's shelves (a canceled fulfillment, a received return),
 * without reserving them for anyone.
 */
export async function shelveStock(
  db: Executor,
  moves: readonly StockMove[],
  locationId: string,
): Promise<void> {
  if (moves.length === 0) return;
  await putOnShelves(db, moves, locationId);
  await refreshItemStock(db, [...new Set(moves.map((m) => m.inventory_item_id))]);
}

/** Raises the location's levels by the moves; the caller refreshes the variants' stock. */
async function putOnShelves(
  db: Executor,
  moves: readonly StockMove[],
  locationId: string,
): Promise<void> {
  const itemIds = [...new Set(moves.map((m) => m.inventory_item_id))];
  const levels = await lockLevels(db, itemIds, locationId);
  for (const itemId of itemIds) {
    const level = levels.find((l) => l.inventory_item_id === itemId);
    const units = unitsOf(moves, itemId);
    if (level) {
      await db
        .update(inventoryLevel)
        .set({
          stocked_quantity: level.stocked_quantity + units,
          deleted_at: null,
          updated_at: new Date(),
        })
        .where(eq(inventoryLevel.id, level.id));
    } else {
      // The level was removed since; the goods are back on its shelves all the same.
      await db.insert(inventoryLevel).values({
        id: newId('ilev'),
        inventory_item_id: itemId,
        location_id: locationId,
        stocked_quantity: units,
        incoming_quantity: 0,
      });
    }
  }
}

/** Puts what a fulfillment took back at its location, reserved again for its lines. */
export async function giveBackStock(
  db: Executor,
  moves: readonly StockMove[],
  locationId: string,
): Promise<void> {
  if (moves.length === 0) return;
  await putOnShelves(db, moves, locationId);
  await db.insert(reservationItem).values(
    moves.map((move) => ({
      id: newId('resitem'),
      inventory_item_id: move.inventory_item_id,
      location_id: locationId,
      line_item_id: move.item_id,
      quantity: move.quantity,
      description: 'Order line',
    })),
  );
  await refreshItemStock(db, [...new Set(moves.map((m) => m.inventory_item_id))]);
}
