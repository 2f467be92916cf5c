/**
 * The server the endpoints and shoppers sections measure, started as `npm start` starts it:
 * the compiled build through scripts/run-server.sh, with its memory bounds
 * (server/src/test/server-process.ts) and the demo store,
 * on a fresh embedded PGlite or a fresh PostgreSQL database. With --server, the build of
 * another checkout (e.g. a worktree of an older commit), so both are measured alike.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startPostgres, type TestPostgres } from '../../../server/src/test/postgres.ts';
import {
  buildCompiledServer,
  type CompiledServer,
  type ServerProcess,
  spawnCompiledServer,
} from '../../../server/src/test/server-process.ts';
import type { DatabaseKind } from './args.ts';
import { root } from './report.ts';

export const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password' };

export interface ServerBuild extends CompiledServer {
  /** The commit the build comes from, and whether its tracked files had changes. */
  commit: string;
  dirty: boolean;
}

export function gitCommit(dir: string): { commit: string; dirty: boolean } {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();
  return {
    commit: git('rev-parse', '--short=10', 'HEAD'),
    dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
  };
}

/** This checkout's server, built afresh; or `checkout`'s existing build, left as it is. */
export function serverBuild(checkout?: string): ServerBuild {
  if (checkout === undefined) return { ...buildCompiledServer(), ...gitCommit(root) };
  const dir = join(resolve(checkout), 'server/dist');
  if (!existsSync(join(dir, 'main.js')))
    throw new Error(
      `${dir}/main.js is missing: build it there first (node scripts/build-server.mjs)`,
    );
  return { dir, remove: () => {}, ...gitCommit(resolve(checkout)) };
}

/**
 * The PostgreSQL of the bench, chosen once: DATABASE_URL's server, else a private cluster
 * of the local binaries; null when there is neither. The servers reach a private cluster
 * through its Unix socket, as a server on the database's machine would (12–16 % less of
 * node's CPU per checkout than loopback TCP: server/README.md, "Database");
 * `BENCH_POSTGRES_TCP=1` makes them use 127.0.0.1 instead.
 */
export async function benchPostgres(): Promise<TestPostgres | null> {
  const postgres = await startPostgres();
  // The embedded servers must not see it: DATABASE_URL decides the server's database.
  delete process.env.DATABASE_URL;
  if (postgres?.socketUrl && process.env.BENCH_POSTGRES_TCP !== '1')
    return { ...postgres, url: postgres.socketUrl };
  return postgres;
}

/** A database of its own on `serverUrl`, dropped by the returned function. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface Memory {
  /** Resident memory now (VmRSS) and the most it has held (VmHWM), in MB. */
  rssMb: number;
  peakMb: number;
}

export interface BenchServer {
  url: string;
  memory(): Memory;
  /** The server process's CPU time so far (user and system), in seconds. */
  cpuSeconds(): number;
  /**
   * On PostgreSQL, the CPU time so far of the backends serving the server's database (its
   * pool's connections, found by the database name in their process titles), in seconds;
   * null on PGlite (it runs inside the server's process). A backend that ended took its time
   * along, so read it across work that keeps the pool's connections open.
   */
  postgresCpuSeconds(): number | null;
  stop(): Promise<void>;
}

function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}

/** Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux). */
function cpuSecondsOf(pid: number | string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after it are plain numbers.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** PostgreSQL backends title themselves `postgres: <user> <database> <client> <state>`. */
function backendCpuSeconds(database: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.split(' ')[2] === database)
        total += cpuSecondsOf(pid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** Starts `build` with the demo store on a fresh database of `kind`. */
export async function startBenchServer(
  build: ServerBuild,
  kind: DatabaseKind,
  postgres: TestPostgres | null,
): Promise<BenchServer> {
  const env = {
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  let cleanUp: () => Promise<void>;
  let server: ServerProcess;
  let database: string | null = null;
  if (kind === 'postgres') {
    if (!postgres) throw new Error('no PostgreSQL');
    const fresh = await freshDatabase(postgres.url);
    database = new URL(fresh.url).pathname.slice(1);
    cleanUp = fresh.drop;
    server = await spawnCompiledServer(build, { ...env, DATABASE_URL: fresh.url }, 180_000).catch(
      async (error: unknown) => {
        await fresh.drop();
        throw error;
      },
    );
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'commerce-bench-'));
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
    server = await spawnCompiledServer(build, { ...env, DATA_DIR: dataDir }, 180_000);
  }
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server has no process id');
  return {
    url: server.url,
    memory: () => memoryOf(pid),
    cpuSeconds: () => cpuSecondsOf(pid),
    postgresCpuSeconds: () => (database === null ? null : backendCpuSeconds(database)),
    stop: async () => {
      server.kill('SIGTERM');
      await server.exited;
      await cleanUp();
    },
  };
}
