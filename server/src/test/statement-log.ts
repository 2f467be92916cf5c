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
