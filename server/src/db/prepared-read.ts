import { Placeholder, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { type Db, executeRows } from './database.ts';

/*
 * A read the server sends on nearly every request of its kind (the store's product page, the
 * cart a priced read names), parsed and planned once per database connection rather than at
 * every request; the request sends only its values.
 *
 * - node-postgres: drizzle's named statement (`.prepare(name)`), planned once per connection.
 * - PGlite: its drizzle driver keeps no statement, so it would plan the read every time. SQL's
 *   own PREPARE keeps the plan in PGlite's single session; its EXECUTE takes no bind
 *   parameters (PostgreSQL refuses them for a utility statement: "bind message supplies 3
 *   parameters, but prepared statement "" requires 0"), so the values go in as literals.
 */

type Params = Record<string, unknown>;

/** What drizzle's `.prepare(name)` answers, as far as this file uses it. */
interface DrizzlePrepared {
  execute(params?: Params): Promise<unknown>;
  getQuery(): { sql: string; params: unknown[] };
}

/** Runs the read with these values of its placeholders; its rows, columns by name. */
export type PreparedRead<Row> = (params: Params) => Promise<Row[]>;

/**
 * An SQL literal of a value: whole numbers, text, text arrays and null. Text is an escape
 * string (`E'…'`, backslash and quote escaped), whose meaning does not depend on
 * `standard_conforming_strings`: in a plain '…' a backslash would escape the closing quote
 * wherever that setting is off. NUL cannot be in PostgreSQL text and would cut the statement.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('No SQL literal for text with a NUL character');
    return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  }
  if (Array.isArray(value)) return `ARRAY[${value.map(sqlLiteral).join(', ')}]::text[]`;
  throw new Error(`No SQL literal for ${typeof value}`);
}

function sessionStatement<Row>(
  db: Db,
  name: string,
  prepared: DrizzlePrepared,
  columns: readonly string[],
): PreparedRead<Row> {
  const { sql: text, params } = prepared.getQuery();
  const ready = db
    .execute(
      sql.raw(`PREPARE ${name} AS SELECT * FROM (${text}) AS answer (${columns.join(', ')})`),
    )
    .catch((error: unknown) => {
      // Another Db over the same PGlite prepared it already (42P05).
      if ((error as { cause?: { code?: string } }).cause?.code !== '42P05') throw error;
    });
  return async (values) => {
    await ready;
    const args = params.map((param) =>
      sqlLiteral(param instanceof Placeholder ? values[param.name] : param),
    );
    return executeRows<Row>(db, sql.raw(`EXECUTE ${name}(${args.join(', ')})`));
  };
}

/** Not a type guard: narrowing `db` to PgliteDatabase would lose the Db type. */
function onPglite(db: Db): boolean {
  return db instanceof PgliteDatabase;
}

const readsByDb = new WeakMap<Db, Map<string, PreparedRead<unknown>>>();

/**
 * The read `name` of this database, prepared on first use by `prepare` (a drizzle select
 * with `sql.placeholder`s, `.prepare(name)`d). `columns` names the select's columns in order:
 * on PGlite the rows are read by these names and not mapped by drizzle, so text, numbers and
 * json (parsed or not, by driver) come as the driver gives them.
 */
export function preparedRead<Row>(
  db: Db,
  name: string,
  columns: readonly string[],
  prepare: (name: string) => DrizzlePrepared,
): PreparedRead<Row> {
  const reads = readsByDb.get(db) ?? new Map<string, PreparedRead<unknown>>();
  readsByDb.set(db, reads);
  let read = reads.get(name) as PreparedRead<Row> | undefined;
  if (!read) {
    const prepared = prepare(name);
    read = onPglite(db)
      ? sessionStatement<Row>(db, name, prepared, columns)
      : async (params) => (await prepared.execute(params)) as Row[];
    reads.set(name, read as PreparedRead<unknown>);
  }
  return read;
}
