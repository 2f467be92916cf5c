import { and, type Column, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { countedPage, totalOf } from '../../../db/counted-page.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { lockLinesOf } from '../../carts/index.ts';
import { customerIdsNamed } from '../../people/index.ts';
import { type OrderRow, order } from './tables.ts';

/** SQL of the staff's order work: the list with its filters, row locks, updates. */

export interface AdminOrderFilters {
  q?: string;
  id?: string[];
  status?: string[];
  fulfillment_status?: string[];
  payment_status?: string[];
  display_id?: number;
  cart_id?: string;
  customer_id?: string;
  email?: string;
  region_id?: string[];
  currency_code?: string;
  tax_rate?: number;
  sales_channel_id?: string[];
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
  canceled_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: order.created_at,
  updated_at: order.updated_at,
  display_id: order.display_id,
  email: order.email,
};

const MAX_DISPLAY_ID = 2 ** 31 - 1;

/**
 * `q` matches the order number (`1042` or `#1042`), part of the email, or part of the
 * customer's first or last name.
 */
function search(db: Executor, q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const pattern = containsPattern(text);
  const number = /^#?\d+$/.test(text) ? Number(text.replace('#', '')) : undefined;
  const customers = customerIdsNamed(db, pattern);
  return or(
    number !== undefined && number <= MAX_DISPLAY_ID ? eq(order.display_id, number) : undefined,
    ilike(order.email, pattern),
    inArray(order.customer_id, customers),
  );
}

function where(db: Executor, f: AdminOrderFilters): SQL | undefined {
  const anyOf = (column: Column, values: string[] | undefined) =>
    values?.length ? inArray(column, values) : undefined;
  return and(
    f.q ? search(db, f.q) : undefined,
    anyOf(order.id, f.id),
    anyOf(order.status, f.status),
    anyOf(order.fulfillment_status, f.fulfillment_status),
    anyOf(order.payment_status, f.payment_status),
    f.display_id === undefined ? undefined : eq(order.display_id, f.display_id),
    f.cart_id ? eq(order.cart_id, f.cart_id) : undefined,
    f.customer_id ? eq(order.customer_id, f.customer_id) : undefined,
    // Emails are stored lowercase (checkout and updates lowercase them).
    f.email ? eq(order.email, f.email.trim().toLowerCase()) : undefined,
    anyOf(order.region_id, f.region_id),
    f.currency_code ? eq(order.currency_code, f.currency_code.toLowerCase()) : undefined,
    f.tax_rate === undefined ? undefined : eq(order.tax_rate, f.tax_rate),
    anyOf(order.sales_channel_id, f.sales_channel_id),
    compare(order.created_at, f.created_at),
    compare(order.updated_at, f.updated_at),
    compare(order.canceled_at, f.canceled_at),
  );
}

/**
 * A page of orders (newest first unless `order` says otherwise) and how many match, in one
 * statement (db/counted-page.ts).
 */
export async function listOrderRows(
  db: Executor,
  filters: AdminOrderFilters,
  page: Page,
): Promise<{ rows: OrderRow[]; count: number }> {
  const condition = where(db, filters);
  const found = await db
    .select({ row: order, total: totalOf(order, condition) })
    .from(order)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, order.id))
    .limit(page.limit)
    .offset(page.offset);
  return countedPage(found, page.offset, async () => {
    const [total] = await db.select({ n: count() }).from(order).where(condition);
    return total?.n ?? 0;
  });
}

/**
 * The order with its row lock. Every staff change to an order takes this lock first, so
 * changes to one order (a refund and a capture, two fulfillments) happen one at a time.
 */
export async function lockOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(order).where(eq(order.id, id)).for('update');
  return row;
}

export async function updateOrderRow(
  db: Executor,
  id: string,
  values: Partial<Omit<OrderRow, 'id' | 'display_id' | 'created_at' | 'updated_at'>>,
): Promise<OrderRow> {
  const [row] = await db
    .update(order)
    .set({ ...values, updated_at: new Date() })
    .where(eq(order.id, id))
    .returning();
  if (!row) throw new Error(`Order ${id} vanished`);
  return row;
}

/** The order's line items, locked, in id order (so two changes never deadlock). */
export async function lockLinesOfOrder(db: Executor, orderId: string) {
  return lockLinesOf(db, { column: 'order_id', id: orderId });
}
