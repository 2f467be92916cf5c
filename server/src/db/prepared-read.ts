import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { planOnce } from './generic-plans.ts';
import type { Executor } from './transaction.ts';

type Params = Record<string, unknown>;

/** What drizzle's `.prepare(name)` answers, as far as this file uses it. */
interface DrizzlePrepared {
  getQuery(): { sql: string; params: unknown[] };
}

/*
 * Statements built once. Drizzle builds a query's SQL text at every execution (its selection,
 * `is` checks on every chunk), which was a third of the server's own CPU in a checkout
 * (issue 29). A statement here is built on first use with `sql.placeholder`s for its values;
 * later runs hand the stored text and the values to the executor's session, so they run in
 * its transaction when it is one. Both drivers send it as a named statement, parsed and
 * planned once per connection (statement-names.ts; on PGlite through pglite-queries.ts).
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
 *
 * On PGlite it is planned once (generic-plans.ts), unless `planFor: 'values'`: a read whose
 * best plan depends on its values (a page's LIMIT and OFFSET over a large table) keeps
 * PostgreSQL's own choice.
 */
export function reusedQuery<Row>(
  name: string,
  build: (executor: Executor) => { prepare(name: string): DrizzlePrepared },
  options: { planFor?: 'values' } = {},
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
      if (options.planFor !== 'values') planOnce(built.query.sql);
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
