import type { Writable } from 'node:stream';
import type { Db } from '../db/database.ts';

/*
 * Issue 29: the round trips to PostgreSQL, counted as the turns of the event loop in which
 * the node-postgres pool's connections wrote to their sockets. Statements sent in one turn
 * leave in one write per connection (db/pipelined-connection.ts), and writes on several
 * connections in one turn (reads outside a transaction, sent together) are answered in
 * parallel: one trip that node waits on. Counted in tests only: the pool's connections are
 * wrapped as they are checked out, so production code carries nothing.
 */

interface Counter {
  trips: number;
  /** A write of this turn was counted; cleared once the turn's queued writes are done. */
  counted: boolean;
}

interface PoolLike {
  on(event: 'acquire', listener: (client: unknown) => void): void;
}

const counters = new WeakMap<object, Counter>();
const wrapped = new WeakSet<Writable>();

type Write = (...args: unknown[]) => unknown;

/** A socket's writes, whether one chunk leaves (`_write`) or several (`_writev`). */
function countWrites(stream: Writable, counter: Counter): void {
  if (wrapped.has(stream)) return;
  wrapped.add(stream);
  const socket = stream as unknown as Record<'_write' | '_writev', Write | undefined>;
  for (const name of ['_write', '_writev'] as const) {
    const write = socket[name];
    if (!write) continue;
    socket[name] = function (this: unknown, ...args: unknown[]) {
      if (!counter.counted) {
        counter.trips++;
        counter.counted = true;
        // After the other connections' uncorks queued in this turn (process.nextTick runs
        // in order), before the next answer arrives.
        process.nextTick(() => {
          counter.counted = false;
        });
      }
      return write.apply(this, args);
    };
  }
}

/** The counter of `db`'s pool, wrapping each connection when the pool hands it out. */
function counterOf(pool: PoolLike): Counter {
  let counter = counters.get(pool);
  if (!counter) {
    const created: Counter = { trips: 0, counted: false };
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
 * The round trips to PostgreSQL while `run` executes, or undefined on PGlite (which runs in
 * this process: no socket, no trip).
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
  const before = counter.trips;
  await run();
  return counter.trips - before;
}
