import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/*
 * A PostgreSQL server for tests: DATABASE_URL when set, else a private cluster started
 * from the local binaries (toolchain.md, trap 9: own port, loopback only, trust auth, a
 * folder under /tmp that the `postgres` user can reach). Null when neither is available.
 */

export interface TestPostgres {
  url: string;
  /**
   * A private cluster's same server through its Unix socket (`?host=<socket folder>`): what a
   * server on the same machine as its database connects through (server/README.md,
   * "Database"). Undefined for DATABASE_URL's server.
   */
  socketUrl?: string;
  stop(): Promise<void>;
  /** A private cluster's `pg_ctl stop -m fast` (every connection is terminated), waiting. */
  halt?(): void;
  /** Starts a halted private cluster again, on the same port, waiting until it accepts. */
  resume?(): void;
}

function binDir(): string | undefined {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb')) ? dir : undefined;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** PostgreSQL refuses to run as root, so root runs the binaries as `postgres`. */
function run(bin: string, args: string[]): void {
  const command = [bin, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  if (process.getuid?.() === 0) {
    execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
  } else {
    execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  }
}

/** Whether a private cluster can be started (the postgresql package's binaries). */
export function privatePostgresAvailable(): boolean {
  return binDir() !== undefined;
}

export function postgresAvailable(): boolean {
  return Boolean(process.env.DATABASE_URL) || binDir() !== undefined;
}

/**
 * DATABASE_URL's server, else a private cluster; with `private: true` always a private
 * cluster (a test that stops and starts the server must not do it to a shared one).
 */
export async function startPostgres(
  options: { private?: boolean } = {},
): Promise<TestPostgres | null> {
  if (process.env.DATABASE_URL && !options.private)
    return { url: process.env.DATABASE_URL, stop: async () => {} };
  const bin = binDir();
  if (!bin) return null;
  const dir = mkdtempSync('/tmp/commerce-pg-');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () =>
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      serverOptions,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    halt: () => run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop: async () => {
      // A halted cluster (a test that failed in its outage) has nothing left to stop.
      if (existsSync(join(data, 'postmaster.pid'))) {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh schema on the server, and a URL whose connections use it first, so tests never
 * touch the tables of a DATABASE_URL that someone else also uses.
 */
export async function isolatedSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  // Unique across the run's worker processes and the files each one runs.
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${name}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: scoped.toString(),
    drop: async () => {
      await admin.query(`DROP SCHEMA ${name} CASCADE`);
      await admin.end();
    },
  };
}
