import { and, count, inArray } from 'drizzle-orm';
import { countedPage, totalOf } from '../../../db/counted-page.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type ReturnStatus, returnTable } from './tables.ts';
import { loadReturns, type Return } from './wire.ts';

/** AdminListReturns: every filter of the contract, sorted by `order` (newest first). */

export interface ReturnFilters {
  id?: string[] | undefined;
  status?: ReturnStatus[] | undefined;
  order_id?: string[] | undefined;
  swap_id?: string[] | undefined;
  claim_order_id?: string[] | undefined;
  created_at?: Comparison<string> | undefined;
  updated_at?: Comparison<string> | undefined;
}

const ORDERABLE = {
  created_at: returnTable.created_at,
  updated_at: returnTable.updated_at,
  received_at: returnTable.received_at,
  status: returnTable.status,
};

const oneOf = <T>(column: Parameters<typeof inArray>[0], values: T[] | undefined) =>
  values ? inArray(column, values) : undefined;

export async function listReturns(
  db: Executor,
  filters: ReturnFilters,
  page: Page,
): Promise<{ returns: Return[]; count: number }> {
  const condition = and(
    oneOf(returnTable.id, filters.id),
    oneOf(returnTable.status, filters.status),
    oneOf(returnTable.order_id, filters.order_id),
    oneOf(returnTable.swap_id, filters.swap_id),
    oneOf(returnTable.claim_order_id, filters.claim_order_id),
    compare(returnTable.created_at, filters.created_at),
    compare(returnTable.updated_at, filters.updated_at),
  );
  const found = await db
    .select({ row: returnTable, total: totalOf(returnTable, condition) })
    .from(returnTable)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, returnTable.id))
    .limit(page.limit)
    .offset(page.offset);
  const { rows, count: total } = await countedPage(found, page.offset, async () => {
    const [counted] = await db.select({ n: count() }).from(returnTable).where(condition);
    return counted?.n ?? 0;
  });
  return { returns: await loadReturns(db, rows), count: total };
}
