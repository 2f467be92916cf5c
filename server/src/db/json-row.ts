import { getTableColumns, type InferSelectModel, type SQL, sql, type Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/*
 * Rows as JSON, for reads that answer a whole tree in one statement (json_agg of
 * json_build_object) instead of one query per relation. Two ways: `jsonRow` builds objects
 * in the shape drizzle's `select()` gives after the wire's date mapping (property names,
 * timestamps as `toISOString` writes them); `rowsFromJson` reads a json_agg of plain rows
 * (SQL column names) back through drizzle's own driver mapping.
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

/**
 * Rows of `table` read back from a `json_agg` of them (one statement that gathers several
 * relations at once): each column goes through drizzle's own driver mapping, so the rows
 * equal what `select().from(table)` gives (timestamps as `Date`, bigints as numbers, jsonb
 * as values). Keys of the JSON are the SQL column names.
 */
export function rowsFromJson<T extends Table>(table: T, json: unknown): InferSelectModel<T>[] {
  if (!Array.isArray(json)) return [];
  const columns = Object.entries(getTableColumns(table));
  return json.map((object: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = object[column.name];
      // drizzle leaves NULL as null without mapping it; so do we.
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  });
}
