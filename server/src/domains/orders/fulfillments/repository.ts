import { asc, eq } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import type { Executor } from '../../../db/transaction.ts';
import { addToLineCounters } from '../../carts/index.ts';
import {
  type FulfillmentItemRow,
  type FulfillmentRow,
  type FulfillmentStockRow,
  fulfillment,
  fulfillmentItem,
  fulfillmentStock,
  trackingLink,
} from './tables.ts';

/** SQL of fulfillments, their items, stock moves and tracking links. */

export async function lockFulfillment(
  db: Executor,
  id: string,
): Promise<FulfillmentRow | undefined> {
  const [row] = await db.select().from(fulfillment).where(eq(fulfillment.id, id)).for('update');
  return row;
}

export async function insertFulfillment(
  db: Executor,
  values: typeof fulfillment.$inferInsert,
  items: FulfillmentItemRow[],
  stock: FulfillmentStockRow[],
): Promise<void> {
  await db.insert(fulfillment).values(values);
  await db.insert(fulfillmentItem).values(items);
  if (stock.length > 0) await db.insert(fulfillmentStock).values(stock);
}

export async function updateFulfillment(
  db: Executor,
  id: string,
  values: Partial<
    Pick<FulfillmentRow, 'shipped_at' | 'canceled_at' | 'tracking_numbers' | 'no_notification'>
  >,
): Promise<void> {
  await db
    .update(fulfillment)
    .set({ ...values, updated_at: new Date() })
    .where(eq(fulfillment.id, id));
}

export async function itemsOfFulfillment(db: Executor, id: string): Promise<FulfillmentItemRow[]> {
  return db
    .select()
    .from(fulfillmentItem)
    .where(eq(fulfillmentItem.fulfillment_id, id))
    .orderBy(asc(fulfillmentItem.item_id));
}

export async function stockOfFulfillment(db: Executor, id: string): Promise<FulfillmentStockRow[]> {
  return db.select().from(fulfillmentStock).where(eq(fulfillmentStock.fulfillment_id, id));
}

export async function insertTrackingLinks(
  db: Executor,
  fulfillmentId: string,
  numbers: string[],
): Promise<void> {
  if (numbers.length === 0) return;
  await db.insert(trackingLink).values(
    numbers.map((number) => ({
      id: newId('tlink'),
      fulfillment_id: fulfillmentId,
      tracking_number: number,
    })),
  );
}

/**
 * Adds `quantity` (negative to take away) to a per-line counter of an order's lines. The
 * line_item CHECKs of migration 0018 refuse a counter past what was ordered or fulfilled.
 */
export async function addToLines(
  db: Executor,
  orderId: string,
  counter: 'fulfilled_quantity' | 'shipped_quantity',
  changes: readonly { item_id: string; quantity: number }[],
): Promise<void> {
  await addToLineCounters(db, { column: 'order_id', id: orderId }, counter, changes);
}

/** Whether a fulfillment took units of the item (and a return may put them back). */
export async function itemWasFulfilled(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fulfillmentStock.inventory_item_id })
    .from(fulfillmentStock)
    .where(eq(fulfillmentStock.inventory_item_id, id))
    .limit(1);
  return Boolean(row);
}
