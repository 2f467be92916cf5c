import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { reusedQuery } from '../../../db/prepared-read.ts';
import { insertReturning, insertRows } from '../../../db/shaped-writes.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  type AdjustmentRow,
  type ItemTaxLineRow,
  type LineItemRow,
  lineItem,
  lineItemAdjustment,
  lineItemTaxLine,
  type MethodTaxLineRow,
  type ShippingMethodRow,
  shippingMethod,
  shippingMethodTaxLine,
} from './tables.ts';

/*
 * SQL of what hangs off line items and shipping methods (adjustments, tax lines), shared
 * by carts and the orders they become.
 */

/** `column = any(ids)`, the list one array placeholder (a statement built once, issue 29). */
const inIds = (column: Parameters<typeof eq>[0]) => sql`${column} = any(${sql.placeholder('ids')})`;

const itemsOfOrderIds = reusedQuery<LineItemRow>('line_items_of_orders', (db) =>
  db
    .select()
    .from(lineItem)
    .where(inIds(lineItem.order_id))
    .orderBy(asc(lineItem.created_at), asc(lineItem.id)),
);
const adjustmentsOfItems = reusedQuery<AdjustmentRow>('adjustments_of_items', (db) =>
  db
    .select()
    .from(lineItemAdjustment)
    .where(inIds(lineItemAdjustment.item_id))
    .orderBy(asc(lineItemAdjustment.id)),
);
const taxLinesOfItems = reusedQuery<ItemTaxLineRow>('tax_lines_of_items', (db) =>
  db
    .select()
    .from(lineItemTaxLine)
    .where(inIds(lineItemTaxLine.item_id))
    .orderBy(asc(lineItemTaxLine.id)),
);
const methodsOfCartId = reusedQuery<ShippingMethodRow>('shipping_methods_of_cart', (db) =>
  db
    .select()
    .from(shippingMethod)
    .where(eq(shippingMethod.cart_id, sql.placeholder('cartId')))
    .orderBy(asc(shippingMethod.created_at), asc(shippingMethod.id)),
);
const methodsOfOrderIds = reusedQuery<ShippingMethodRow>('shipping_methods_of_orders', (db) =>
  db
    .select()
    .from(shippingMethod)
    .where(inIds(shippingMethod.order_id))
    .orderBy(asc(shippingMethod.created_at), asc(shippingMethod.id)),
);
const taxLinesOfMethods = reusedQuery<MethodTaxLineRow>('tax_lines_of_methods', (db) =>
  db
    .select()
    .from(shippingMethodTaxLine)
    .where(inIds(shippingMethodTaxLine.shipping_method_id))
    .orderBy(asc(shippingMethodTaxLine.id)),
);

export async function itemsOfOrders(db: Executor, orderIds: string[]): Promise<LineItemRow[]> {
  if (orderIds.length === 0) return [];
  return itemsOfOrderIds(db, { ids: orderIds });
}

export async function adjustmentsOf(db: Executor, itemIds: string[]): Promise<AdjustmentRow[]> {
  if (itemIds.length === 0) return [];
  return adjustmentsOfItems(db, { ids: itemIds });
}

export async function itemTaxLinesOf(db: Executor, itemIds: string[]): Promise<ItemTaxLineRow[]> {
  if (itemIds.length === 0) return [];
  return taxLinesOfItems(db, { ids: itemIds });
}

/** Makes `rows` the only adjustments of these items; answers them as stored. */
export async function replaceAdjustments(
  db: Executor,
  itemIds: string[],
  rows: (typeof lineItemAdjustment.$inferInsert)[],
): Promise<AdjustmentRow[]> {
  if (itemIds.length > 0) {
    await db.delete(lineItemAdjustment).where(inArray(lineItemAdjustment.item_id, itemIds));
  }
  return rows.length > 0 ? insertReturning(db, lineItemAdjustment, rows) : [];
}

/** Gives a copy of a line (an order edit's) the original's adjustments and tax lines. */
export async function copyAdjustmentsAndTaxLines(
  db: Executor,
  fromItemId: string,
  toItemId: string,
): Promise<void> {
  const [adjustments, taxLines] = await Promise.all([
    adjustmentsOf(db, [fromItemId]),
    itemTaxLinesOf(db, [fromItemId]),
  ]);
  if (adjustments.length > 0) {
    await db
      .insert(lineItemAdjustment)
      .values(adjustments.map((a) => ({ ...a, id: newId('lia'), item_id: toItemId })));
  }
  if (taxLines.length > 0) {
    await db
      .insert(lineItemTaxLine)
      .values(taxLines.map((t) => ({ ...t, id: newId('litl'), item_id: toItemId })));
  }
}

/** The tax lines of a new line (it has none yet). */
export async function insertItemTaxLines(
  db: Executor,
  rows: (typeof lineItemTaxLine.$inferInsert)[],
): Promise<void> {
  await insertRows(db, lineItemTaxLine, rows);
}

/** Makes `rows` the only tax lines of these items; answers them as stored. */
export async function replaceItemTaxLines(
  db: Executor,
  itemIds: string[],
  rows: (typeof lineItemTaxLine.$inferInsert)[],
): Promise<ItemTaxLineRow[]> {
  if (itemIds.length > 0) {
    await db.delete(lineItemTaxLine).where(inArray(lineItemTaxLine.item_id, itemIds));
  }
  return rows.length > 0 ? insertReturning(db, lineItemTaxLine, rows) : [];
}

export async function methodsOfCart(db: Executor, cartId: string): Promise<ShippingMethodRow[]> {
  return methodsOfCartId(db, { cartId });
}

export async function methodsOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<ShippingMethodRow[]> {
  if (orderIds.length === 0) return [];
  return methodsOfOrderIds(db, { ids: orderIds });
}

/** Inserts a shipping method; answers its row as stored. */
export async function insertMethod(
  db: Executor,
  values: typeof shippingMethod.$inferInsert,
): Promise<ShippingMethodRow> {
  const [row] = await insertReturning(db, shippingMethod, [values]);
  if (!row) throw new Error(`Shipping method ${values.id} was not inserted`);
  return row;
}

export async function updateMethodPrice(db: Executor, id: string, price: number): Promise<void> {
  await db
    .update(shippingMethod)
    .set({ price, updated_at: new Date() })
    .where(eq(shippingMethod.id, id));
}

/** Changes the price or data of one of a claim's shipping methods; undefined if not its. */
export async function updateMethodOfClaim(
  db: Executor,
  claimId: string,
  methodId: string,
  values: Partial<Pick<ShippingMethodRow, 'price' | 'data'>>,
): Promise<ShippingMethodRow | undefined> {
  const [row] = await db
    .update(shippingMethod)
    .set(values)
    .where(and(eq(shippingMethod.id, methodId), eq(shippingMethod.claim_order_id, claimId)))
    .returning();
  return row;
}

export async function deleteMethods(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(shippingMethod).where(inArray(shippingMethod.id, ids));
}

export async function methodTaxLinesOf(
  db: Executor,
  methodIds: string[],
): Promise<MethodTaxLineRow[]> {
  if (methodIds.length === 0) return [];
  return taxLinesOfMethods(db, { ids: methodIds });
}

/** Makes `rows` the only tax lines of these shipping methods; answers them as stored. */
export async function replaceMethodTaxLines(
  db: Executor,
  methodIds: string[],
  rows: (typeof shippingMethodTaxLine.$inferInsert)[],
): Promise<MethodTaxLineRow[]> {
  if (methodIds.length > 0) {
    await db
      .delete(shippingMethodTaxLine)
      .where(inArray(shippingMethodTaxLine.shipping_method_id, methodIds));
  }
  return rows.length > 0 ? insertReturning(db, shippingMethodTaxLine, rows) : [];
}
