import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { reservationItem } from '../reservations/tables.ts';
import { refreshItemStock } from '../variant-inventory/stock.ts';
import { inventoryLevel } from './tables.ts';

/**
 * A deleted location's stock: its reservations (they cannot be fulfilled from it) and its
 * levels go, then the variants of the items held there are recounted.
 */
export async function releaseLocationStock(db: Executor, locationId: string): Promise<void> {
  const items = await db
    .select({ id: inventoryLevel.inventory_item_id })
    .from(inventoryLevel)
    .where(eq(inventoryLevel.location_id, locationId));
  await db.delete(reservationItem).where(eq(reservationItem.location_id, locationId));
  await db.delete(inventoryLevel).where(eq(inventoryLevel.location_id, locationId));
  await refreshItemStock(
    db,
    items.map((item) => item.id),
  );
}
