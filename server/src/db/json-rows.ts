import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

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
