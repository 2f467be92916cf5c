import {
  and,
  count,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Metadata } from '../../../db/columns.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type ReservationItemRow, reservationItem } from './tables.ts';

export interface ReservationFilters {
  location_id?: string[];
  inventory_item_id?: string[];
  line_item_id?: string[];
  quantity?: Comparison<number>;
  description?: string;
  created_by?: string[];
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: reservationItem.created_at,
  updated_at: reservationItem.updated_at,
  quantity: reservationItem.quantity,
};

function quantity(filter: Comparison<number> | undefined): SQL | undefined {
  if (!filter) return undefined;
  const column = reservationItem.quantity;
  return and(
    filter.lt === undefined ? undefined : lt(column, filter.lt),
    filter.gt === undefined ? undefined : gt(column, filter.gt),
    filter.lte === undefined ? undefined : lte(column, filter.lte),
    filter.gte === undefined ? undefined : gte(column, filter.gte),
  );
}

export async function listReservationItems(
  db: Executor,
  filters: ReservationFilters,
  page: Page,
): Promise<{ rows: ReservationItemRow[]; count: number }> {
  const condition = and(
    filters.location_id ? inArray(reservationItem.location_id, filters.location_id) : undefined,
    filters.inventory_item_id
      ? inArray(reservationItem.inventory_item_id, filters.inventory_item_id)
      : undefined,
    filters.line_item_id ? inArray(reservationItem.line_item_id, filters.line_item_id) : undefined,
    quantity(filters.quantity),
    filters.description
      ? ilike(reservationItem.description, containsPattern(filters.description))
      : undefined,
    filters.created_by ? inArray(reservationItem.created_by, filters.created_by) : undefined,
    compare(reservationItem.created_at, filters.created_at),
    compare(reservationItem.updated_at, filters.updated_at),
  );
  const rows = await db
    .select()
    .from(reservationItem)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, reservationItem.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(reservationItem).where(condition);
  return { rows, count: total?.n ?? 0 };
}

export async function findReservation(
  db: Executor,
  id: string,
  lock = false,
): Promise<ReservationItemRow | undefined> {
  const query = db.select().from(reservationItem).where(eq(reservationItem.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface ReservationValues {
  location_id?: string;
  quantity?: number;
  description?: string | null;
  metadata?: Metadata;
}

export async function insertReservation(
  db: Executor,
  values: ReservationValues & {
    id: string;
    inventory_item_id: string;
    location_id: string;
    quantity: number;
    line_item_id?: string | null;
    created_by?: string | null;
  },
): Promise<ReservationItemRow> {
  const [row] = await db.insert(reservationItem).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateReservation(
  db: Executor,
  id: string,
  values: ReservationValues,
): Promise<ReservationItemRow | undefined> {
  const [row] = await db
    .update(reservationItem)
    .set({ ...values, updated_at: new Date() })
    .where(eq(reservationItem.id, id))
    .returning();
  return row;
}

export async function deleteReservationRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(reservationItem)
    .where(eq(reservationItem.id, id))
    .returning({ id: reservationItem.id });
  return rows.length > 0;
}

/**
 * Deletes every reservation of these line items (ids, or a subquery that selects them);
 * answers the inventory items they held, whose variants' stock the caller refreshes.
 */
export async function releaseLineReservations(
  db: Executor,
  lineIds: readonly string[] | SQLWrapper,
): Promise<string[]> {
  const released = await db
    .delete(reservationItem)
    .where(inArray(reservationItem.line_item_id, lineIds))
    .returning({ item: reservationItem.inventory_item_id });
  return [...new Set(released.map((r) => r.item))];
}
