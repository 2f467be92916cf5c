import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { lighterPerQueryWork } from './pg-per-query.ts';
import { createPgliteCluster, pgliteClusterExists } from './pglite-initdb.ts';
import { fasterQueries } from './pglite-queries.ts';
import { sendTogether } from './pipelined-connection.ts';

/**
 * The drizzle handle the services and repositories use, whichever engine is below it. No
 * schema is registered: each domain keeps its tables in its own files (nothing uses
 * drizzle's relational `db.query`).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Plain SQL inside one transaction; migrations need multi-statement `exec`, which drizzle lacks. */
/**
 * The rows of `db.execute(sql\`…\`)`: node-postgres answers a result with `rows`, PGlite's
 * drizzle driver the same shape or an array, depending on the version.
 */
export async function executeRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

export interface RawSql {
  exec(text: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  rawTransaction<T>(fn: (sql: RawSql) => Promise<T>): Promise<T>;
  /** A PGlite's files as a tarball, which `loadDataDir` opens again (test templates). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** A PostgreSQL server; when set, `dataDir` is ignored. */
  url?: string;
  /**
   * A PostgreSQL connection that failed outside any query (the server restarted, the network
   * dropped it): for the log. The pool forgets that connection and makes a new one when
   * next asked; by default the error is written to stderr.
   */
  onConnectionError?: (error: Error) => void;
  /** Where the embedded PGlite keeps its files; in memory when absent (tests). */
  dataDir?: string;
  /** Start the PGlite from this dump (see `Database.dump`) instead of an empty cluster. */
  loadDataDir?: Blob;
}

/** architecture.md, "Embedded default": `DATABASE_URL` or else PGlite under `DATA_DIR`. */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv, repoRoot: string): DatabaseConfig {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  return { dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, '.data'), 'pglite') };
}

export async function openDatabase(config: DatabaseConfig = {}): Promise<Database> {
  return config.url
    ? openPostgres(config.url, config.onConnectionError ?? logConnectionError)
    : openPglite(config.dataDir, config.loadDataDir);
}

/**
 * PostgreSQL's memory settings inside PGlite. Its WebAssembly memory starts at 128 MB (the
 * binary's minimum) and can grow but never shrink, so whatever PostgreSQL touches once stays
 * in the process for good. The defaults (shared_buffers 128MB, maintenance_work_mem 64MB, a
 * server's) grew it to 189 MB at start and past 220 MB under load; with these it stays at
 * 128 MB. PGlite touches all of shared_buffers at start (29 MB of the memory touched with
 * 16MB, 47 MB with 32MB), so the buffers are the largest part of it. A miss of the 16 MB
 * (the demo store's data directory is about 30 MB) is a read from the operating system's
 * page cache, not from the disk; node's CPU per checkout did not move (server/README.md
 * "Memory", fourth pass).
 */
export const PGLITE_MEMORY_SETTINGS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=4MB',
];

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (!loadDataDir && !pgliteClusterExists(dataDir)) await createPgliteCluster(dataDir);
  }
  const client = await PGlite.create({
    // Product search's trigram indexes (migration 0027).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  fasterQueries(client);
  return {
    kind: 'pglite',
    db: drizzlePglite({ client }),
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (text) => {
            await tx.exec(text);
          },
          query: async <Row>(text: string, params?: unknown[]) =>
            (await tx.query<Row>(text, params)).rows,
        }),
      ),
    dump: () => client.dumpDataDir('gzip') as Promise<Blob>,
    close: () => client.close(),
  };
}

function logConnectionError(error: Error): void {
  console.error(`PostgreSQL connection lost: ${error.message}`);
}

/** A request waits at most this long for a new connection, then answers 503 (errors.ts). */
const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void,
): Promise<Database> {
  // node-postgres (2.8 MB of heap) is loaded on PostgreSQL only, not beside PGlite
  // (server/README.md, "Memory", fifth pass).
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  lighterPerQueryWork();
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    pipeline: true,
  });
  // Every connection reports its own death, idle in the pool or checked out between two
  // statements of a transaction: an 'error' event without a listener would end the process
  // (`pg_ctl stop -m fast` terminates every connection). pg-pool drops a dead connection,
  // idle at once, checked out when released (no longer queryable), and connects anew.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    sendTogether(client);
  });
  // The pool re-emits an idle connection's error, already reported by the connection.
  pool.on('error', () => undefined);
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool }),
    rawTransaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          exec: async (text) => {
            await client.query(text);
          },
          query: async <Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
