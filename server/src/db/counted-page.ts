import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/*
 * A page of a list and the number of rows matching its filters in one statement: the page's
 * query selects `total: totalOf(table, condition)` beside its rows. An uncorrelated scalar
 * subquery is computed once per statement (an InitPlan) with its own best plan, so the page
 * keeps its index scan and LIMIT (a `count(*) over ()` would read every matching row
 * whole). Only a page past the end (no rows, so no count) needs a second statement.
 */

/** How many rows of `table` match `condition`, as a column of the page's query. */
export function totalOf(table: PgTable, condition: SQL | undefined): SQL.Aliased<number> {
  const where = condition ? sql` where ${condition}` : sql``;
  return sql<number>`(select count(*) from ${table}${where})`.mapWith(Number).as('total');
}

export async function countedPage<Row>(
  found: { row: Row; total: number }[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Row[]; count: number }> {
  const [first] = found;
  if (first) return { rows: found.map((entry) => entry.row), count: first.total };
  return { rows: [], count: offset > 0 ? await countAll() : 0 };
}
