import { and, type Column, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { countedPage, totalOf } from '../../../db/counted-page.ts';
import { type Comparison, compare, containsPattern } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { addressIdsWithPostalCode } from '../../people/index.ts';
import { giftCardTransaction, type OrderRow, order } from './tables.ts';

/** SQL of orders and what is linked to them. */

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(order).where(eq(order.id, id));
  return row;
}

export async function findOrderOfCart(db: Executor, cartId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(order).where(eq(order.cart_id, cartId));
  return row;
}

/** The order a guest looks up by its number and email (and shipping postal code). */
export async function lookUpOrderRow(
  db: Executor,
  query: { display_id: number; email: string; postal_code?: string | undefined },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select({ order })
    .from(order)
    .where(
      and(
        eq(order.display_id, query.display_id),
        eq(order.email, query.email.toLowerCase()),
        query.postal_code === undefined
          ? undefined
          : inArray(order.shipping_address_id, addressIdsWithPostalCode(db, query.postal_code)),
      ),
    );
  return row?.order;
}

export interface OrderFilters {
  q?: string;
  id?: string;
  status?: string[];
  fulfillment_status?: string[];
  payment_status?: string[];
  display_id?: number;
  cart_id?: string;
  email?: string;
  region_id?: string;
  currency_code?: string;
  tax_rate?: string;
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
  canceled_at?: Comparison<string>;
}

function where(customerId: string, f: OrderFilters): SQL | undefined {
  const anyOf = (column: Column, values: string[] | undefined) =>
    values?.length ? inArray(column, values) : undefined;
  return and(
    eq(order.customer_id, customerId),
    f.q
      ? or(ilike(order.email, containsPattern(f.q)), sql`${order.display_id}::text = ${f.q.trim()}`)
      : undefined,
    f.id ? eq(order.id, f.id) : undefined,
    anyOf(order.status, f.status),
    anyOf(order.fulfillment_status, f.fulfillment_status),
    anyOf(order.payment_status, f.payment_status),
    f.display_id === undefined ? undefined : eq(order.display_id, f.display_id),
    f.cart_id ? eq(order.cart_id, f.cart_id) : undefined,
    f.email ? eq(order.email, f.email.toLowerCase()) : undefined,
    f.region_id ? eq(order.region_id, f.region_id) : undefined,
    f.currency_code ? eq(order.currency_code, f.currency_code.toLowerCase()) : undefined,
    f.tax_rate !== undefined && f.tax_rate !== '' && !Number.isNaN(Number(f.tax_rate))
      ? eq(order.tax_rate, Number(f.tax_rate))
      : undefined,
    compare(order.created_at, f.created_at),
    compare(order.updated_at, f.updated_at),
    compare(order.canceled_at, f.canceled_at),
  );
}

export async function listOrdersOfCustomer(
  db: Executor,
  customerId: string,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; count: number }> {
  const condition = where(customerId, filters);
  const found = await db
    .select({ row: order, total: totalOf(order, condition) })
    .from(order)
    .where(condition)
    // Newest first, always (the contract has no `order` here, as Medusa v1 has none).
    .orderBy(desc(order.created_at), desc(order.id))
    .limit(page.limit)
    .offset(page.offset);
  return countedPage(found, page.offset, async () => {
    const [total] = await db.select({ n: count() }).from(order).where(condition);
    return total?.n ?? 0;
  });
}

/** What gift cards paid for each order. */
export async function giftCardTotals(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      order_id: giftCardTransaction.order_id,
      total: sql<number>`coalesce(sum(${giftCardTransaction.amount}), 0)::bigint`,
    })
    .from(giftCardTransaction)
    .where(inArray(giftCardTransaction.order_id, orderIds))
    .groupBy(giftCardTransaction.order_id);
  return new Map(rows.map((row) => [row.order_id, Number(row.total)]));
}

/** What gift cards paid for the order placed from a cart (0 before it is completed). */
export async function giftCardTotalOfCart(db: Executor, cartId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${giftCardTransaction.amount}), 0)::bigint` })
    .from(giftCardTransaction)
    .innerJoin(order, eq(order.id, giftCardTransaction.order_id))
    .where(eq(order.cart_id, cartId));
  return Number(row?.total ?? 0);
}
