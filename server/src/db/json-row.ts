import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/*
 * Rows built as JSON by PostgreSQL, for reads that answer a whole tree in one statement
 * (json_agg of json_build_object) instead of one query per relation. The objects have the
 * shape drizzle's `select()` gives after the wire's date mapping: every column under its
 * property name, timestamps as the ISO strings `Date.prototype.toISOString` writes.
 */

/**
 * A timestamptz as `toISOString()` writes it. `MS` truncates the microseconds, as the
 * drivers do when they make a millisecond `Date` of the column.
 */
export function isoText(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * `json_build_object` of every column of `table` read through `alias` (a table alias or a
 * subquery with the same column names), minus `omit`. PostgreSQL takes at most 100
 * arguments per call, so extra pairs (`more`) are merged by the caller's own object.
 */
export function jsonRow(
  table: PgTable,
  alias: string,
  omit: readonly string[] = [],
  more: ReadonlyArray<readonly [string, SQL]> = [],
): SQL {
  const pairs: SQL[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (omit.includes(key)) continue;
    const ref = sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
    pairs.push(
      sql`${sql.raw(`'${key}'`)}, ${column.columnType === 'PgTimestamp' ? isoText(ref) : ref}`,
    );
  }
  for (const [key, value] of more) pairs.push(sql`${sql.raw(`'${key}'`)}, ${value}`);
  if (pairs.length > 50)
    throw new Error(`jsonRow: ${pairs.length} pairs exceed json_build_object's 100 arguments`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The JSON array of `row` over `from` (a FROM … WHERE …), in `order`; `[]` when none. */
export function jsonList(row: SQL, from: SQL, order?: SQL): SQL {
  const ordered = order ? sql` ORDER BY ${order}` : sql``;
  return sql`coalesce((SELECT json_agg(${row}${ordered}) ${from}), '[]'::json)`;
}
