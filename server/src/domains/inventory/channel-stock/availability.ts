import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { inventoryLevel } from '../inventory-items/tables.ts';
import { reservationItem } from '../reservations/tables.ts';
import { productVariantInventoryItem as link } from '../variant-inventory/tables.ts';

/**
 * How many units of a variant the locations can still sell: for each inventory item it
 * draws from, (stocked - reserved) over those locations divided by the units one variant
 * takes, the smallest of these; 0 when it draws from no item. `locations` null means all.
 * A read without locks, for the check when a line is added; completion checks again
 * under the levels' row locks (reserve.ts).
 */
export async function availableUnits(
  db: Executor,
  variantId: string,
  locations: readonly string[] | null,
): Promise<number> {
  const links = await db
    .select({ item: link.inventory_item_id, required: link.required_quantity })
    .from(link)
    .where(and(eq(link.variant_id, variantId), isNull(link.deleted_at)));
  if (links.length === 0) return 0;
  const itemIds = links.map((l) => l.item);
  const atLocations = <T extends typeof inventoryLevel | typeof reservationItem>(table: T) =>
    locations ? inArray(table.location_id, [...locations]) : undefined;
  const [stocked, reserved] = await Promise.all([
    db
      .select({
        item: inventoryLevel.inventory_item_id,
        n: sql<number>`coalesce(sum(${inventoryLevel.stocked_quantity}), 0)::int`,
      })
      .from(inventoryLevel)
      .where(
        and(
          inArray(inventoryLevel.inventory_item_id, itemIds),
          isNull(inventoryLevel.deleted_at),
          atLocations(inventoryLevel),
        ),
      )
      .groupBy(inventoryLevel.inventory_item_id),
    db
      .select({
        item: reservationItem.inventory_item_id,
        n: sql<number>`coalesce(sum(${reservationItem.quantity}), 0)::int`,
      })
      .from(reservationItem)
      .where(
        and(
          inArray(reservationItem.inventory_item_id, itemIds),
          isNull(reservationItem.deleted_at),
          atLocations(reservationItem),
        ),
      )
      .groupBy(reservationItem.inventory_item_id),
  ]);
  const sumOf = (rows: { item: string; n: number }[], item: string) =>
    Number(rows.find((row) => row.item === item)?.n ?? 0);
  return Math.max(
    0,
    Math.min(
      ...links.map((l) =>
        Math.floor((sumOf(stocked, l.item) - sumOf(reserved, l.item)) / Math.max(1, l.required)),
      ),
    ),
  );
}
