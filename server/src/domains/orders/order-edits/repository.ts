import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { type LineItemRow, linesOfOwners } from '../../carts/index.ts';
import {
  type ItemChangeRow,
  type OrderEditRow,
  type OrderEditStatus,
  orderEdit,
  orderItemChange,
} from './tables.ts';

/** SQL of order edits, their changes and their items (line_item rows of the edit). */

export type EditValues = Partial<Omit<typeof orderEdit.$inferInsert, 'id' | 'created_at'>>;

export async function findEdit(db: Executor, id: string, lock = false) {
  const query = db.select().from(orderEdit).where(eq(orderEdit.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The edit, locked for the rest of the transaction; 404 when there is none. */
export async function requireLockedEdit(db: Executor, id: string): Promise<OrderEditRow> {
  const row = await findEdit(db, id, true);
  if (!row) throw errors.notFound('OrderEdit', id);
  return row;
}

export async function insertEdit(db: Executor, values: typeof orderEdit.$inferInsert) {
  const [row] = await db.insert(orderEdit).values(values).returning();
  return row as OrderEditRow;
}

export async function updateEdit(db: Executor, id: string, values: EditValues) {
  const [row] = await db
    .update(orderEdit)
    .set({ ...values, updated_at: new Date() })
    .where(eq(orderEdit.id, id))
    .returning();
  return row as OrderEditRow;
}

export interface EditFilters {
  id?: string[];
  order_id?: string[];
  status?: OrderEditStatus[];
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

export async function listEditRows(db: Executor, filters: EditFilters, page: Page) {
  const where: (SQL | undefined)[] = [
    filters.id?.length ? inArray(orderEdit.id, filters.id) : undefined,
    filters.order_id?.length ? inArray(orderEdit.order_id, filters.order_id) : undefined,
    filters.status?.length ? inArray(orderEdit.status, filters.status) : undefined,
    compare(orderEdit.created_at, filters.created_at),
    compare(orderEdit.updated_at, filters.updated_at),
  ];
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orderEdit)
      .where(condition)
      .orderBy(asc(orderEdit.created_at), asc(orderEdit.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orderEdit).where(condition),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function changesOfEdits(db: Executor, editIds: string[]): Promise<ItemChangeRow[]> {
  if (editIds.length === 0) return [];
  return db
    .select()
    .from(orderItemChange)
    .where(and(inArray(orderItemChange.order_edit_id, editIds), isNull(orderItemChange.deleted_at)))
    .orderBy(asc(orderItemChange.created_at), asc(orderItemChange.id));
}

/** The edit's copies of the order's lines and the lines it adds. */
export async function itemsOfEdits(db: Executor, editIds: string[]): Promise<LineItemRow[]> {
  return linesOfOwners(db, 'order_edit_id', editIds);
}

/** Keeps the order's line a change replaces or removes, as it is now (confirm.ts). */
export async function keepOriginalLine(
  db: Executor,
  changeId: string,
  line: NonNullable<ItemChangeRow['original_line_item']>,
) {
  await db
    .update(orderItemChange)
    .set({ original_line_item: line })
    .where(eq(orderItemChange.id, changeId));
}
