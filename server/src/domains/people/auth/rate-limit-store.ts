import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../../db/database.ts';

/*
 * A @fastify/rate-limit store in the app's database (table `rate_limit`, migration 0029),
 * so every instance on one database spends one budget per operation and client address;
 * the plugin's in-memory store gave each instance its own. The window is fixed: it starts
 * at the first hit, and the first hit after it ends starts the next. Time is the
 * database's `now()`, so instances whose clocks differ still agree on the window.
 *
 * A budget is named by the operation, the limit (max and window) and the client: instances
 * configured alike share it, while one started with other figures (a test app with a small
 * limit, an instance rolled out with a new AUTH_RATE_LIMIT_MAX) counts on its own.
 */

/** How often an instance deletes the windows that have ended, and at most how many. */
export const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 10_000;

export interface Hit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one hit on `key` in a single statement: the row lock of INSERT … ON CONFLICT makes
 * concurrent hits from any instance count one after the other. With `prune`, the same
 * statement deletes a batch of the other keys' ended windows (through the `reset_at`
 * index), skipping rows another hit holds, so pruning never waits nor deadlocks.
 */
export async function countHit(
  db: Db,
  key: string,
  timeWindowMs: number,
  prune = false,
): Promise<Hit> {
  const pruned = prune
    ? sql`WITH pruned AS (DELETE FROM rate_limit WHERE key IN (
        SELECT key FROM rate_limit WHERE reset_at <= now() AND key <> ${key}
        LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)) `
    : sql``;
  const [row] = await executeRows<{ count: number | string; ttl: number | string }>(
    db,
    sql`${pruned}INSERT INTO rate_limit AS r (key, count, reset_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${timeWindowMs / 1000}::float8))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
        reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
      RETURNING r.count, ceil(extract(epoch FROM r.reset_at - now()) * 1000) AS ttl`,
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) };
}

type RouteLimitOptions = FastifyRateLimitOptions & {
  routeInfo?: { method?: string | string[]; url?: string; config?: { operationId?: string } };
};

/** What a route's budget is named by: its operation, so GET and HEAD of it share one. */
function scopeOf(options: RouteLimitOptions): string {
  const route = options.routeInfo;
  return route?.config?.operationId ?? `${String(route?.method)} ${route?.url}`;
}

/**
 * The store class the plugin instantiates (`new Store(options)`), bound to `db`. A failing
 * statement is handed to the plugin as an error, which fails the request (see plugin.ts).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const pruning = { last: 0 };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: RouteLimitOptions) {
      this.scope = scopeOf(options);
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: Hit) => void,
      timeWindow: number,
      max: number,
    ): void {
      const now = Date.now();
      const prune = now - pruning.last >= PRUNE_EVERY_MS;
      if (prune) pruning.last = now;
      countHit(db, `${this.scope} ${max}/${timeWindow} ${key}`, timeWindow, prune).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as unknown as RouteLimitOptions);
    }
  }

  return DatabaseRateLimitStore;
}
