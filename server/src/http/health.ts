import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { errors } from '../errors.ts';

/*
 * Liveness and readiness for process managers and load balancers; server routes, not
 * operations of the contract (like the apps' files), since no client of the API calls them.
 * - `GET /health`: the process runs and answers (always 200, also while shutting down, so a
 *   supervisor never kills a server that is finishing its requests).
 * - `GET /ready`: this instance should get traffic: 200 when the database answers a
 *   `select 1` within READY_TIMEOUT_MS, 503 when it does not or while shutting down.
 */

/** A database that takes longer than this for `select 1` is as good as unreachable. */
export const READY_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  db: Db;
  /** True once shutdown began: /ready answers 503 and other requests 503 `service_unavailable`. */
  isShuttingDown?: () => boolean;
}

const PROBES = new Set(['/health', '/ready']);

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const shuttingDown = options.isShuttingDown ?? (() => false);

  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (_request, reply) => {
    if (shuttingDown()) return reply.status(503).send({ status: 'shutting_down' });
    const reachable = await answersWithin(options.db, READY_TIMEOUT_MS);
    if (!reachable) return reply.status(503).send({ status: 'database_unavailable' });
    return { status: 'ready' };
  });

  // Requests that arrive on an open connection after shutdown began: refused with the
  // contract's 503 and the connection closed, so the client retries on another instance.
  // Requests already running finish, and their connections close after the answer.
  app.addHook('onRequest', async (request, reply) => {
    if (!shuttingDown()) return;
    reply.header('connection', 'close');
    if (!PROBES.has(request.url.split('?')[0] ?? '')) throw errors.shuttingDown();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown()) reply.header('connection', 'close');
  });
}

async function answersWithin(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
