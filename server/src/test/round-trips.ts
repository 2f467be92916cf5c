import type { Writable } from 'node:stream';
import type { Db } from '../db/database.ts';

/*
 * Issue 29: the writes the node-postgres pool's connections make to their sockets, each a
 * trip to PostgreSQL that node then waits on (statements sent in one turn of the event loop
 * leave in one write, db/database.ts `sendTogether`). Counted in tests only: the pool's
 * connections are wrapped as they are checked out, so production code carries nothing.
 */

interface Counter {
  writes: number;
}

interface PoolLike {
  on(event: 'acquire', listener: (client: unknown) => void): void;
}

const counters = new WeakMap<object, Counter>();
const wrapped = new WeakSet<Writable>();

type Write = (...args: unknown[]) => unknown;

/** A socket's writes, counted whether one chunk leaves (`_write`) or several (`_writev`). */
function countWrites(stream: Writable, counter: Counter): void {
  if (wrapped.has(stream)) return;
  wrapped.add(stream);
  const socket = stream as unknown as Record<'_write' | '_writev', Write | undefined>;
  for (const name of ['_write', '_writev'] as const) {
    const write = socket[name];
    if (!write) continue;
    socket[name] = function (this: unknown, ...args: unknown[]) {
      counter.writes++;
      return write.apply(this, args);
    };
  }
}

/** The counter of `db`'s pool, wrapping each connection when the pool hands it out. */
function counterOf(pool: PoolLike): Counter {
  let counter = counters.get(pool);
  if (!counter) {
    const created: Counter = { writes: 0 };
    pool.on('acquire', (client) => {
      const { stream } = (client as { connection: { stream: Writable } }).connection;
      countWrites(stream, created);
    });
    counters.set(pool, created);
    counter = created;
  }
  return counter;
}

/**
 * The socket writes to PostgreSQL while `run` executes, or undefined on PGlite (which runs
 * in this process: no socket, no trip).
 */
export async function roundTripsDuring(
  db: Db,
  run: () => Promise<unknown>,
): Promise<number | undefined> {
  const client = (db as unknown as { $client: unknown }).$client;
  const isPool = typeof (client as { totalCount?: unknown }).totalCount === 'number';
  if (!isPool) {
    await run();
    return undefined;
  }
  const counter = counterOf(client as PoolLike);
  const before = counter.writes;
  await run();
  return counter.writes - before;
}
