import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import type { PipelinedClient } from './pipelined-connection.ts';

/** A transaction handle; repositories take `Db | Tx` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface TransactionOptions {
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
  /** Attempts for a top-level transaction that hits a serialization failure or deadlock. */
  attempts?: number;
}

// SQLSTATEs after which PostgreSQL asks the client to retry the whole transaction.
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `fn` in a transaction: a savepoint when `executor` is already one, else a new
 * transaction, retried when PostgreSQL reports a serialization failure or deadlock (the
 * multi-instance setup of architecture.md makes those possible under `serializable`).
 */
export async function withTransaction<T>(
  executor: Executor,
  fn: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (executor instanceof PgTransaction) return executor.transaction(fn);
  const config = options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined;
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await executor.transaction(fn, config);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
    }
  }
}

function sqlState(error: unknown): string | undefined {
  // drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.length === 5) return code;
  }
  return undefined;
}

/**
 * Sends `tx`'s COMMIT in the same write as the queries the caller sends in this turn of the
 * event loop, after them (PostgreSQL; on PGlite, or inside a savepoint, nothing): for a
 * transaction's last reads, one round trip instead of two (issue 29, tenth pass). The
 * caller sends nothing after those queries (a query after them is refused), and
 * withTransaction's own COMMIT is answered by this one. Code that runs after it and
 * throws no longer rolls the transaction back.
 */
export function commitAlong(tx: Executor): void {
  if (!(tx instanceof PgTransaction)) return;
  if ((tx as unknown as { nestedIndex: number }).nestedIndex !== 0) return;
  const client = (tx._.session as unknown as { client?: Partial<PipelinedClient> }).client;
  client?.commitNow?.();
}
