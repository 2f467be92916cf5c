import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type NewReturnReason, type ReturnReasonRow, returnReason } from './tables.ts';

/** SQL of return reasons; every read sees live (not deleted) reasons only. */

export interface ReturnReasonFilters {
  /** Text in the value or the label (admin only). */
  q?: string;
  id?: string[];
  value?: string[];
  parent_return_reason_id?: string[];
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: returnReason.created_at,
  updated_at: returnReason.updated_at,
  value: returnReason.value,
  label: returnReason.label,
};

const live = isNull(returnReason.deleted_at);

/**
 * Without a search or a filter on id, value or parent, a list holds the top-level reasons
 * (their children come nested); a search or any of those filters looks at every level.
 */
function where(filters: ReturnReasonFilters): SQL | undefined {
  const q = filters.q?.trim();
  const targeted = Boolean(
    q || filters.id?.length || filters.value?.length || filters.parent_return_reason_id?.length,
  );
  return and(
    live,
    targeted ? undefined : isNull(returnReason.parent_return_reason_id),
    q
      ? or(
          ilike(returnReason.value, containsPattern(q)),
          ilike(returnReason.label, containsPattern(q)),
        )
      : undefined,
    filters.id?.length ? inArray(returnReason.id, filters.id) : undefined,
    filters.value?.length ? inArray(returnReason.value, filters.value) : undefined,
    filters.parent_return_reason_id?.length
      ? inArray(returnReason.parent_return_reason_id, filters.parent_return_reason_id)
      : undefined,
    compare(returnReason.created_at, filters.created_at),
    compare(returnReason.updated_at, filters.updated_at),
  );
}

export async function listReturnReasonRows(
  db: Executor,
  filters: ReturnReasonFilters,
  page: Page,
): Promise<{ rows: ReturnReasonRow[]; count: number }> {
  const condition = where(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(returnReason)
      .where(condition)
      .orderBy(...orderBy(page.order, ORDERABLE, returnReason.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(returnReason).where(condition),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** A live reason; `lock` takes its row lock for the rest of the transaction. */
export async function findReturnReason(
  db: Executor,
  id: string,
  lock = false,
): Promise<ReturnReasonRow | undefined> {
  const query = db
    .select()
    .from(returnReason)
    .where(and(eq(returnReason.id, id), live));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findReturnReasonByValue(
  db: Executor,
  value: string,
): Promise<ReturnReasonRow | undefined> {
  const [row] = await db
    .select()
    .from(returnReason)
    .where(and(eq(returnReason.value, value), live));
  return row;
}

/** The live children of these reasons, oldest first. */
export async function childrenOf(db: Executor, parentIds: string[]): Promise<ReturnReasonRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select()
    .from(returnReason)
    .where(and(inArray(returnReason.parent_return_reason_id, parentIds), live))
    .orderBy(asc(returnReason.created_at), asc(returnReason.id));
}

export async function findReturnReasons(db: Executor, ids: string[]): Promise<ReturnReasonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(returnReason)
    .where(and(inArray(returnReason.id, ids), live));
}

export async function insertReturnReason(
  db: Executor,
  values: NewReturnReason,
): Promise<ReturnReasonRow> {
  const [row] = await db.insert(returnReason).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export type ReturnReasonChanges = Partial<
  Pick<NewReturnReason, 'value' | 'label' | 'description' | 'metadata' | 'deleted_at'>
>;

export async function updateReturnReasons(
  db: Executor,
  ids: string[],
  values: ReturnReasonChanges,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(returnReason)
    .set({ ...values, updated_at: new Date() })
    .where(inArray(returnReason.id, ids));
}
