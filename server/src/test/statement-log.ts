import type { Db } from '../db/database.ts';

/**
 * Records every SQL statement drizzle sends through `db` (and the transactions opened on
 * it) while `run` executes, through drizzle's own logger hook, so a test can hold a read
 * to a number of statements whatever the driver (PGlite or node-postgres).
 */
export async function statementsDuring(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  // The session and its options are drizzle internals, typed as such; both drivers keep the
  // logger there and hand the options to every transaction's session.
  const session = (db as unknown as { session: SessionWithLogger }).session;
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const before = { logger: session.logger, optionsLogger: session.options.logger };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await run();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.optionsLogger;
  }
  return statements;
}

interface Logger {
  logQuery(query: string, params: unknown[]): void;
}

interface SessionWithLogger {
  logger: Logger;
  options: { logger?: Logger };
}

type Query = (...args: unknown[]) => unknown;

/**
 * The statements the driver (PGlite or the node-postgres pool) is asked to run while `run`
 * executes, prepared ones included: a statement drizzle prepared keeps the logger of the
 * moment it was prepared, so `statementsDuring` does not see it run. Outside transactions
 * only (a transaction's client is another object).
 */
export async function driverStatementsDuring(
  db: Db,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const own = Object.hasOwn(client, 'query');
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args;
    statements.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    if (own) client.query = original;
    else delete (client as { query?: Query }).query;
  }
  return statements;
}
