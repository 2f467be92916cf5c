import { Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { type Db, executeRows } from './database.ts';
import { planOnce } from './generic-plans.ts';
import type { Executor } from './transaction.ts';

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

/*
 * Statements built once. Drizzle builds a query's SQL text at every execution (its selection,
 * `is` checks on every chunk), which was a third of the server's own CPU in a checkout
 * (issue 29). A statement here is built on first use with `sql.placeholder`s for its values;
 * later runs hand the stored text and the values to the executor's session, so they run in
 * its transaction when it is one. node-postgres makes it a named statement, parsed and
 * planned once per connection; PGlite's driver sends the text with the values as before.
 */

interface Built {
  query: { sql: string; params: unknown[] };
  /** The select's columns as drizzle maps them (absent for raw SQL: the driver's rows). */
  fields?: unknown;
  joinsNotNullableMap?: unknown;
}

/** What drizzle's prepared query keeps of its select, beside `getQuery()`. */
interface PreparedSelect extends DrizzlePrepared {
  fields?: unknown;
  joinsNotNullableMap?: unknown;
}

type Session = Db['_']['session'];

function run(executor: Executor, name: string, built: Built, values: Params): Promise<unknown> {
  const session: Session = executor._.session;
  const prepared = session.prepareQuery(
    built.query,
    built.fields as Parameters<Session['prepareQuery']>[1],
    name,
    built.fields !== undefined,
  );
  if (built.joinsNotNullableMap !== undefined) {
    (prepared as unknown as PreparedSelect).joinsNotNullableMap = built.joinsNotNullableMap;
  }
  return prepared.execute(values);
}

const statementNames = new Set<string>();

/** A name is one statement: a second text under it would clash on a connection. */
function claim(name: string): void {
  if (statementNames.has(name)) throw new Error(`Two statements named ${name}`);
  statementNames.add(name);
}

/**
 * A query built once: `build` makes it (a select, or a write with `returning`) on the
 * executor it is given, with `sql.placeholder` for each value; the answer runs it on any
 * executor with these values, rows mapped as drizzle maps them. A list goes in as one array
 * value (`= any(placeholder)`). A placeholder's value is sent as it is, not through its
 * column's mapping: a timestamp goes in as its ISO text.
 */
export function reusedQuery<Row>(
  name: string,
  build: (executor: Executor) => { prepare(name: string): DrizzlePrepared },
): (executor: Executor, values: Params) => Promise<Row[]> {
  claim(name);
  let built: Built | undefined;
  return async (executor, values) => {
    if (!built) {
      const prepared = build(executor).prepare(name) as PreparedSelect;
      built = {
        query: prepared.getQuery(),
        fields: prepared.fields,
        joinsNotNullableMap: prepared.joinsNotNullableMap,
      };
      planOnce(built.query.sql);
    }
    return (await run(executor, name, built, values)) as Row[];
  };
}

/** Raw SQL built once (`sql` with placeholders); the answer's rows as the driver gives them. */
export function reusedStatement<Row>(
  name: string,
  statement: SQL,
): (executor: Executor, values: Params) => Promise<Row[]> {
  claim(name);
  let built: Built | undefined;
  return async (executor, values) => {
    if (!built) {
      built = { query: new PgDialect().sqlToQuery(statement) };
      planOnce(built.query.sql);
    }
    const result = await run(executor, name, built, values);
    // node-postgres answers `{ rows }`, PGlite's driver the same or the rows themselves.
    return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  };
}
