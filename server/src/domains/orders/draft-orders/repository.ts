import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { cartIdsWithEmailLike } from '../../carts/index.ts';
import {
  type DraftOrderRow,
  type DraftOrderStatus,
  draftOrder,
  draftOrderShippingPrice,
  type NewDraftOrder,
} from './tables.ts';

/** SQL of draft orders and the shipping prices staff set on them. */

export interface DraftOrderFilters {
  /** The draft's number, or text in its cart's email. */
  q?: string;
  id?: string[];
  status?: DraftOrderStatus[];
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: draftOrder.created_at,
  updated_at: draftOrder.updated_at,
  display_id: draftOrder.display_id,
};

function where(db: Executor, filters: DraftOrderFilters): SQL | undefined {
  const q = filters.q?.trim();
  return and(
    q
      ? or(
          sql`${draftOrder.display_id}::text = ${q}`,
          inArray(draftOrder.cart_id, cartIdsWithEmailLike(db, containsPattern(q))),
        )
      : undefined,
    filters.id?.length ? inArray(draftOrder.id, filters.id) : undefined,
    filters.status?.length ? inArray(draftOrder.status, filters.status) : undefined,
    compare(draftOrder.created_at, filters.created_at),
    compare(draftOrder.updated_at, filters.updated_at),
  );
}

export async function listDraftOrderRows(
  db: Executor,
  filters: DraftOrderFilters,
  page: Page,
): Promise<{ rows: DraftOrderRow[]; count: number }> {
  const condition = where(db, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ draftOrder })
      .from(draftOrder)
      .where(condition)
      .orderBy(...orderBy(page.order, ORDERABLE, draftOrder.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(draftOrder).where(condition),
  ]);
  return { rows: rows.map((row) => row.draftOrder), count: total?.n ?? 0 };
}

/** `lock` takes the draft's row lock: every change of a draft starts with it. */
export async function findDraftOrder(
  db: Executor,
  id: string,
  lock = false,
): Promise<DraftOrderRow | undefined> {
  const query = db.select().from(draftOrder).where(eq(draftOrder.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertDraftOrder(
  db: Executor,
  values: NewDraftOrder,
): Promise<DraftOrderRow> {
  const [row] = await db.insert(draftOrder).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateDraftOrder(
  db: Executor,
  id: string,
  values: Partial<Omit<NewDraftOrder, 'id' | 'created_at'>>,
): Promise<void> {
  await db
    .update(draftOrder)
    .set({ ...values, updated_at: new Date() })
    .where(eq(draftOrder.id, id));
}

export async function deleteDraftOrderRow(db: Executor, id: string): Promise<void> {
  await db.delete(draftOrder).where(eq(draftOrder.id, id));
}

/** The hand-set prices of these shipping methods, by method id. */
export async function customShippingPrices(
  db: Executor,
  methodIds: string[],
): Promise<Map<string, number>> {
  if (methodIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(draftOrderShippingPrice)
    .where(inArray(draftOrderShippingPrice.shipping_method_id, methodIds));
  return new Map(rows.map((row) => [row.shipping_method_id, row.price]));
}

export async function setCustomShippingPrice(
  db: Executor,
  methodId: string,
  price: number,
): Promise<void> {
  await db
    .insert(draftOrderShippingPrice)
    .values({ shipping_method_id: methodId, price })
    .onConflictDoUpdate({ target: draftOrderShippingPrice.shipping_method_id, set: { price } });
}
