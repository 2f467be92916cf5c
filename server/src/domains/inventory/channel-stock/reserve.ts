import { and, asc, isNull, sql } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { reusedQuery } from '../../../db/prepared-read.ts';
import { insertRows } from '../../../db/shaped-writes.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { StoredQuantity } from '../../catalog/index.ts';
import { defaultLocationId } from '../../settings/index.ts';
import { type InventoryLevelRow, inventoryLevel } from '../inventory-items/tables.ts';
import { reservationItem } from '../reservations/tables.ts';
import { refreshItemStock } from '../variant-inventory/stock.ts';
import { productVariantInventoryItem as link } from '../variant-inventory/tables.ts';
import { stockLocationsOfChannel } from './locations.ts';

/*
 * Holding stock for the lines of an order being placed: one reservation per line and
 * inventory item at the sales channel's locations (see locations.ts).
 *
 * Every level the lines may draw from is locked first (SELECT … FOR UPDATE, in one
 * statement, in id order), and only then is what is reserved there summed: the sum goes
 * out in the same round trip (issue 29, tenth pass), and PostgreSQL runs it once the lock
 * statement is done. Completions racing for the last units queue on those locks; under
 * read committed the sum, a new statement, sees the reservations of every completion that
 * held them before, so stock is never oversold, and the fixed lock order means two
 * completions never deadlock.
 */

export interface LineToReserve {
  line_item_id: string;
  variant_id: string;
  quantity: number;
  /** The variant sells beyond its stock: the shortfall is reserved anyway. */
  allow_backorder: boolean;
}

export function insufficientInventory(variantId: string) {
  return errors.notAllowed(
    `Variant with id: ${variantId} does not have the required inventory`,
    'insufficient_inventory',
  );
}

/** Where to take stock from first: the channel's locations in order, else the default. */
async function locationRank(
  tx: Executor,
  locations: readonly string[] | null,
): Promise<(level: InventoryLevelRow) => number> {
  if (locations) return (level) => locations.indexOf(level.location_id);
  const defaultLocation = await defaultLocationId(tx);
  return (level) => (level.location_id === defaultLocation ? 0 : 1);
}

// The reads below are built once (issue 29, ninth pass): every completion sends them.
const linksOfVariants = reusedQuery<typeof link.$inferSelect>('reserve_links', (db) =>
  db
    .select()
    .from(link)
    .where(and(sql`${link.variant_id} = any(${sql.placeholder('ids')})`, isNull(link.deleted_at)))
    .orderBy(asc(link.created_at), asc(link.id)),
);

const lockedLevels = (db: Executor, atLocations: boolean) =>
  db
    .select()
    .from(inventoryLevel)
    .where(
      and(
        sql`${inventoryLevel.inventory_item_id} = any(${sql.placeholder('ids')})`,
        isNull(inventoryLevel.deleted_at),
        atLocations
          ? sql`${inventoryLevel.location_id} = any(${sql.placeholder('locations')})`
          : undefined,
      ),
    )
    .orderBy(asc(inventoryLevel.id))
    .for('update');
const levelsAtLocations = reusedQuery<InventoryLevelRow>('reserve_levels_at', (db) =>
  lockedLevels(db, true),
);
const levelsAnywhere = reusedQuery<InventoryLevelRow>('reserve_levels', (db) =>
  lockedLevels(db, false),
);

const reservedOfItems = reusedQuery<{ item: string; location: string; n: number }>(
  'reserve_reserved',
  (db) =>
    db
      .select({
        item: reservationItem.inventory_item_id,
        location: reservationItem.location_id,
        n: sql<number>`coalesce(sum(${reservationItem.quantity}), 0)::int`,
      })
      .from(reservationItem)
      .where(
        and(
          sql`${reservationItem.inventory_item_id} = any(${sql.placeholder('ids')})`,
          isNull(reservationItem.deleted_at),
        ),
      )
      .groupBy(reservationItem.inventory_item_id, reservationItem.location_id),
);

/**
 * Reserves the lines at the locations the sales channel `channelId` sells from (locations.ts).
 * Answers the stored `inventory_quantity` of every variant the reservations changed.
 */
export async function reserveLines(
  tx: Executor,
  lines: readonly LineToReserve[],
  channelId: string | null,
): Promise<StoredQuantity[]> {
  if (lines.length === 0) return [];
  // Round trips (issue 29, tenth pass): the links with the channel's locations, then the
  // levels' locks with the sum, then the reservations with the variants' stock.
  const [links, locations] = await Promise.all([
    linksOfVariants(tx, { ids: [...new Set(lines.map((l) => l.variant_id))] }),
    stockLocationsOfChannel(tx, channelId),
  ]);
  const itemIds = [...new Set(links.map((l) => l.inventory_item_id))];
  const [levels, reserved] =
    itemIds.length === 0
      ? [[], []]
      : await Promise.all([
          locations
            ? levelsAtLocations(tx, { ids: itemIds, locations: [...locations] })
            : levelsAnywhere(tx, { ids: itemIds }),
          reservedOfItems(tx, { ids: itemIds }),
        ]);
  const available = new Map(
    levels.map((level) => {
      const held = reserved.find(
        (r) => r.item === level.inventory_item_id && r.location === level.location_id,
      );
      return [level.id, level.stocked_quantity - Number(held?.n ?? 0)];
    }),
  );
  // Read only when a line's item is stocked at more than one location (the store's default
  // location is one more statement, issue 29).
  let rank: ((level: InventoryLevelRow) => number) | undefined;
  const rows: (typeof reservationItem.$inferInsert)[] = [];
  const hold = (line: LineToReserve, level: InventoryLevelRow, quantity: number) => {
    available.set(level.id, (available.get(level.id) ?? 0) - quantity);
    rows.push({
      id: newId('resitem'),
      inventory_item_id: level.inventory_item_id,
      location_id: level.location_id,
      line_item_id: line.line_item_id,
      quantity,
      description: 'Order line',
    });
  };

  for (const line of lines) {
    const own = links.filter((l) => l.variant_id === line.variant_id);
    if (own.length === 0 && !line.allow_backorder) throw insufficientInventory(line.variant_id);
    for (const itemLink of own) {
      let need = line.quantity * itemLink.required_quantity;
      const candidates = levels.filter(
        (level) => level.inventory_item_id === itemLink.inventory_item_id,
      );
      if (candidates.length > 1) {
        rank ??= await locationRank(tx, locations);
        const by = rank;
        candidates.sort((a, b) => by(a) - by(b));
      }
      const free = (level: InventoryLevelRow) => Math.max(0, available.get(level.id) ?? 0);
      // One location when one can serve the whole line, as a fulfillment then ships it whole.
      const whole = candidates.find((level) => free(level) >= need);
      if (whole) {
        hold(line, whole, need);
        continue;
      }
      const total = candidates.reduce((sum, level) => sum + free(level), 0);
      if (total < need && !line.allow_backorder) throw insufficientInventory(line.variant_id);
      for (const level of candidates) {
        const take = Math.min(free(level), need);
        if (take > 0) {
          hold(line, level, take);
          need -= take;
        }
      }
      // A backorder reserves the shortfall where the line would be served first.
      const [first] = candidates;
      if (need > 0 && first) hold(line, first, need);
    }
  }
  // The stock is computed after the insert: PostgreSQL runs them in the order sent.
  const [, stock] = await Promise.all([
    rows.length > 0 ? insertRows(tx, reservationItem, rows) : undefined,
    refreshItemStock(tx, itemIds),
  ]);
  return stock;
}
