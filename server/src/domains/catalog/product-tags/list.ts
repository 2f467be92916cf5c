import { and, count, ilike, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import {
  type Comparison,
  compare,
  containsPattern,
  orderBy,
} from '../../../db/trimmed-list-query.ts';
import { dates } from '../products/load.ts';
import type { productTag, productType } from '../products/tables.ts';

/*
 * Tags and types share one shape ({id, value, metadata, timestamps}) and one list query.
 */

export interface ValueListQuery {
  limit?: number;
  offset?: number;
  order?: string;
  q?: string;
  id?: string[];
  value?: string[];
  created_at?: Comparison;
  updated_at?: Comparison;
}

export async function listValues(
  db: Executor,
  table: typeof productTag | typeof productType,
  query: ValueListQuery,
) {
  const { limit = 20, offset = 0 } = query;
  const where = and(
    isNull(table.deleted_at),
    query.q ? ilike(table.value, containsPattern(query.q)) : undefined,
    query.id?.length ? inArray(table.id, query.id) : undefined,
    query.value?.length ? inArray(table.value, query.value) : undefined,
    compare(table.created_at, query.created_at),
    compare(table.updated_at, query.updated_at),
  );
  const order = orderBy(
    query.order,
    { value: table.value, created_at: table.created_at, updated_at: table.updated_at },
    table.id,
    'created_at',
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: rows.map(dates), count: total?.n ?? 0, offset, limit };
}
