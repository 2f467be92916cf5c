import {
  type Column,
  entityKind,
  eq,
  getTableColumns,
  Param,
  Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './transaction.ts';

/*
 * Inserts and updates by id whose SQL text is built once per shape (issue 29, ninth pass).
 * Drizzle builds an insert's or update's text at every call (every column's identifier, `is`
 * checks on every chunk): 0.1–0.4 ms a statement, about a tenth of node's CPU in a checkout,
 * whose writes each have a few shapes only. A shape is the table and which columns a call
 * gives (a column left out is `default`, as drizzle writes it); its text and its columns in
 * parameter order are kept, built by drizzle itself on first use. Later calls map each value
 * as drizzle does (`column.mapToDriverValue`, null as NULL) and run the stored text on the
 * caller's executor, so inside its transaction; the statement is named on PostgreSQL from its
 * second use (statement-names.ts). Rows come back mapped as drizzle maps them.
 *
 * Drizzle's own path is taken for what a stored text cannot hold: a value that is SQL (or
 * another drizzle object), a mapped value that is SQL, and a table with `$defaultFn` or
 * `$onUpdate` columns (those run per call).
 */

type Row = Record<string, unknown>;

interface Built {
  query: { sql: string; params: unknown[] };
  /** Where each parameter's value comes from: [row index, key, column]. */
  sources: [number, string, Column][];
  fields?: unknown;
}

interface TableWrites {
  /** Insertable columns in the table's order, as drizzle's insert walks them. */
  columns: [string, Column][];
  /** Some column computes its value per call: every write goes through drizzle. */
  perCallDefaults: boolean;
  shapes: Map<string, Built>;
}

const byTable = new WeakMap<PgTable, TableWrites>();

/**
 * Shapes kept per table: a multi-row insert is one shape per row count, so a table written
 * with many counts would keep texts without end; past this, writes take drizzle's path.
 */
const SHAPES_PER_TABLE = 64;

function writesOf(table: PgTable): TableWrites {
  let writes = byTable.get(table);
  if (!writes) {
    const columns = Object.entries(getTableColumns(table) as Record<string, Column>).filter(
      ([, column]) =>
        !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert(),
    );
    writes = {
      columns,
      perCallDefaults: columns.some(
        ([, column]) => column.defaultFn !== undefined || column.onUpdateFn !== undefined,
      ),
      shapes: new Map(),
    };
    byTable.set(table, writes);
  }
  return writes;
}

/** A drizzle object (SQL, a param, a placeholder, a column): not a plain value. */
function drizzleObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const maker = (value as { constructor?: unknown }).constructor;
  return typeof maker === 'function' && entityKind in maker;
}

/** Which columns of the rows are given, or null when one holds a drizzle object. */
function shapeOf(columns: [string, Column][], rows: Row[]): string | null {
  let key = '';
  for (const row of rows) {
    for (const [name] of columns) {
      const value = row[name];
      if (value === undefined) key += '0';
      else if (drizzleObject(value)) return null;
      else key += '1';
    }
    key += '|';
  }
  return key;
}

/** The values of the stored text's parameters, or null when one maps to SQL. */
function paramsOf(built: Built, rows: Row[], extra: unknown[] = []): unknown[] | null {
  const params = new Array(built.sources.length + extra.length);
  for (let i = 0; i < built.sources.length; i++) {
    const [index, name, column] = built.sources[i] as [number, string, Column];
    const value = (rows[index] as Row)[name];
    const mapped = value === null ? null : column.mapToDriverValue(value);
    if (drizzleObject(mapped)) return null;
    params[i] = mapped;
  }
  for (let i = 0; i < extra.length; i++) params[built.sources.length + i] = extra[i];
  return params;
}

/** `sql.placeholder`s for the given columns, named by where their values come from. */
function placeholdersOf(columns: [string, Column][], rows: Row[]) {
  const sources = new Map<string, [number, string, Column]>();
  const values = rows.map((row, index) => {
    const out: Row = {};
    for (const [name, column] of columns) {
      if (row[name] === undefined) continue;
      const placeholder = `${index}:${name}`;
      sources.set(placeholder, [index, name, column]);
      out[name] = sql.placeholder(placeholder);
    }
    return out;
  });
  return { values, sources };
}

/** The built query's parameters in order, each traced back to its row and column. */
function sourcesOf(
  params: unknown[],
  sources: Map<string, [number, string, Column]>,
): [number, string, Column][] | null {
  const out: [number, string, Column][] = [];
  for (const param of params) {
    // A column's value is a Param holding the placeholder (drizzle's `values()` and `set()`).
    const name = (param as { value?: { name?: unknown } }).value?.name;
    const source = typeof name === 'string' ? sources.get(name) : undefined;
    if (!source) return null;
    out.push(source);
  }
  return out;
}

interface Prepared {
  getQuery(): { sql: string; params: unknown[] };
  fields?: unknown;
}

function run(executor: Executor, built: Built, params: unknown[]): Promise<unknown> {
  const session = executor._.session;
  return session
    .prepareQuery(
      { sql: built.query.sql, params },
      built.fields as Parameters<typeof session.prepareQuery>[1],
      undefined,
      true,
    )
    .execute();
}

function insertShape(
  executor: Executor,
  table: PgTable,
  writes: TableWrites,
  rows: Row[],
  returning: boolean,
): Built | null {
  const shape = shapeOf(writes.columns, rows);
  if (shape === null) return null;
  const key = `${returning ? 'r' : '-'}${shape}`;
  let built = writes.shapes.get(key);
  if (!built) {
    if (writes.shapes.size >= SHAPES_PER_TABLE) return null;
    const { values, sources } = placeholdersOf(writes.columns, rows);
    const insert = executor.insert(table).values(values as never);
    const prepared = (returning ? insert.returning() : insert).prepare(
      undefined as unknown as string,
    ) as unknown as Prepared;
    const query = prepared.getQuery();
    const ordered = sourcesOf(query.params, sources);
    if (!ordered) return null;
    built = { query, sources: ordered, fields: returning ? prepared.fields : undefined };
    writes.shapes.set(key, built);
  }
  return built;
}

/** The insert of `rows`, its text built once per shape; drizzle's own path where it cannot be. */
async function insertOf(
  executor: Executor,
  table: PgTable,
  rows: Row[],
  returning: boolean,
): Promise<unknown> {
  const writes = writesOf(table);
  const built = writes.perCallDefaults
    ? null
    : insertShape(executor, table, writes, rows, returning);
  const params = built && paramsOf(built, rows);
  if (built && params) return run(executor, built, params);
  const insert = executor.insert(table).values(rows as never);
  return returning ? insert.returning() : insert;
}

/** `executor.insert(table).values(rows)`, its text built once per shape. */
export async function insertRows<T extends PgTable>(
  executor: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  await insertOf(executor, table, rows as Row[], false);
}

/** `executor.insert(table).values(rows).returning()`, its text built once per shape. */
export async function insertReturning<T extends PgTable>(
  executor: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<T['$inferSelect'][]> {
  return (await insertOf(executor, table, rows as Row[], true)) as T['$inferSelect'][];
}

/**
 * `executor.update(table).set(values).where(eq(idColumn, id)).returning()`, its text built
 * once per shape (the columns `values` gives).
 */
export async function updateByIdReturning<T extends PgTable>(
  executor: Executor,
  table: T,
  idColumn: Column,
  id: string,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'][]> {
  const writes = writesOf(table);
  const rows = [values as Row];
  const shape = writes.perCallDefaults ? null : shapeOf(writes.columns, rows);
  let built = shape === null ? undefined : writes.shapes.get(`u${idColumn.name}${shape}`);
  if (shape !== null && !built && writes.shapes.size < SHAPES_PER_TABLE) {
    const { values: placeholders, sources } = placeholdersOf(writes.columns, rows);
    const prepared = executor
      .update(table)
      .set(placeholders[0] as never)
      .where(eq(idColumn, sql.placeholder('id')))
      .returning()
      .prepare(undefined as unknown as string) as unknown as Prepared;
    const query = prepared.getQuery();
    const last = query.params.at(-1) as { name?: unknown } | undefined;
    const ordered = last?.name === 'id' ? sourcesOf(query.params.slice(0, -1), sources) : null;
    if (ordered) {
      built = { query, sources: ordered, fields: prepared.fields };
      writes.shapes.set(`u${idColumn.name}${shape}`, built);
    }
  }
  const params = built && paramsOf(built, rows, [idColumn.mapToDriverValue(id)]);
  if (!built || !params) {
    return (await executor
      .update(table)
      .set(values as never)
      .where(eq(idColumn, id))
      .returning()) as T['$inferSelect'][];
  }
  return (await run(executor, built, params)) as T['$inferSelect'][];
}

interface Shaped {
  query: { sql: string; params: unknown[] };
}

/** A built parameter: a column's value by placeholder, a bare placeholder, or a fixed value. */
function paramValue(param: unknown, values: Row): unknown {
  const placeholder =
    param instanceof Placeholder
      ? param
      : param instanceof Param && param.value instanceof Placeholder
        ? param.value
        : undefined;
  if (!placeholder) return param;
  const value = values[placeholder.name];
  if (value === undefined) throw new Error(`No value for placeholder ${placeholder.name}`);
  if (param instanceof Param) {
    // As drizzle maps a column's value (null stays NULL, not JSON's null).
    const mapped = value === null ? null : param.encoder.mapToDriverValue(value);
    if (drizzleObject(mapped)) throw new Error(`${placeholder.name} maps to SQL`);
    return mapped;
  }
  return value;
}

/**
 * Raw SQL built once per shape (`build(executor, shape)`, with `sql.placeholder`s for the
 * values, also inside inserts and updates, whose columns map them); the answer runs it with
 * `values` on the executor, rows as the driver gives them.
 */
export function statementPerShape<Result>(
  build: (executor: Executor, shape: string) => SQL,
): (executor: Executor, shape: string, values: Row) => Promise<Result[]> {
  const shapes = new Map<string, Shaped>();
  const dialect = new PgDialect();
  return async (executor, shape, values) => {
    let built = shapes.get(shape);
    if (!built) {
      built = { query: dialect.sqlToQuery(build(executor, shape)) };
      shapes.set(shape, built);
    }
    const params = built.query.params.map((param) => paramValue(param, values));
    const result = await executor._.session
      .prepareQuery({ sql: built.query.sql, params }, undefined, undefined, false)
      .execute();
    // node-postgres answers `{ rows }`, PGlite's driver the same or the rows themselves.
    return (Array.isArray(result) ? result : (result as { rows: Result[] }).rows) as Result[];
  };
}
