import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startPostgres } from '../../server/src/test/postgres.ts';
import { installMedusa, PROJECT_DIR } from './install.ts';

/*
 * A real Medusa 1.20 server for tests: installed from the committed lockfile (install.ts),
 * on a fresh PostgreSQL database (DATABASE_URL's server, else a private cluster on
 * loopback, as the server's own postgres tests start one), migrated and seeded with
 * project/data/seed.json, listening on a free port of 127.0.0.1.
 */

/** What project/data/seed.json creates (the suite's own; the server is loopback only). */
export const SEED = {
  admin: { email: 'admin@compat.test', password: 'compat-suite-only' },
  currency: 'eur',
  country: 'de',
  shippingOption: 'Standard shipping',
  shippingAmount: 800,
  products: ['compat-t-shirt', 'compat-mug'],
} as const;

export interface RunningMedusa {
  url: string;
  /** Medusa's own output (seeding and serving), for a failing test to read. */
  logFile: string;
  /** How long each step took, in ms. */
  timings: { install: number; database: number; seed: number; listen: number };
  stop(): Promise<void>;
}

/** Medusa's process environment: the suite's database and secrets, nothing else of ours. */
function medusaEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // development, as `medusa develop` and the trial ran: in production Medusa marks
    // its session cookie Secure and SameSite=None, which no browser keeps over plain http.
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    // No telemetry: the suite must not call out (and there is no internet in CI).
    MEDUSA_DISABLE_TELEMETRY: 'true',
    LOG_LEVEL: process.env.MEDUSA_LOG_LEVEL ?? 'info',
  };
  if (process.env.MEDUSA_CORS) env.MEDUSA_CORS = process.env.MEDUSA_CORS;
  return env;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: string) {
  return new Promise<void>((resolve, reject) => {
    const out = createWriteStream(log, { flags: 'a' });
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('error', reject);
    // 'close', not 'exit': the output is all written by then.
    child.once('close', (code) => {
      out.end();
      if (code === 0) resolve();
      else reject(new Error(`${args.join(' ')} exited with ${code}; see ${log}`));
    });
  });
}

/** Waits for serve.js's `{"listening":port}` line; rejects when the process ends first. */
function listeningPort(child: ChildProcess, log: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(log, { flags: 'a' });
    child.stderr?.pipe(out);
    const timer = setTimeout(
      () => reject(new Error(`Medusa did not listen within ${timeoutMs} ms; see ${log}`)),
      timeoutMs,
    );
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      out.write(`${line}\n`);
      if (line.startsWith('{"listening":')) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { listening: number }).listening);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Medusa exited with ${code} before listening; see ${log}`));
    });
  });
}

function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function startMedusa(): Promise<RunningMedusa> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  };
  let logFile: string | undefined;
  try {
    let mark = Date.now();
    const { dir } = installMedusa();
    const install = Date.now() - mark;
    // The project files are small and copied at every start, so an edit takes effect at once.
    for (const file of ['medusa-config.js', 'serve.js', 'data']) {
      cpSync(join(PROJECT_DIR, file), join(dir, file), { recursive: true });
    }
    const logs = join(dir, 'logs');
    mkdirSync(logs, { recursive: true });
    pruneLogs(logs, 5);
    logFile = join(logs, `medusa-${new Date().toISOString().replaceAll(':', '-')}.log`);

    mark = Date.now();
    const postgres = await startPostgres();
    if (!postgres) {
      throw new Error(
        'The Medusa suite needs PostgreSQL: set DATABASE_URL, or install the postgresql package (its pg_config must be on PATH).',
      );
    }
    cleanups.push(() => postgres.stop());
    // A database of its own, so a shared DATABASE_URL server keeps its other databases.
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    const name = `medusa_compat_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const databaseUrl = new URL(postgres.url);
    databaseUrl.pathname = `/${name}`;
    const env = medusaEnv(databaseUrl.toString());
    const database = Date.now() - mark;

    mark = Date.now();
    const cli = join(dir, 'node_modules/@medusajs/medusa-cli/cli.js');
    await run(process.execPath, [cli, 'seed', '-f', './data/seed.json', '-m'], dir, env, logFile);
    const seed = Date.now() - mark;

    mark = Date.now();
    // stdin stays open as a pipe: serve.js stops when it closes, so a test run that dies
    // without calling stop() leaves no Medusa behind.
    const child = spawn(process.execPath, ['serve.js'], {
      cwd: dir,
      env: { ...env, PORT: '0' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    cleanups.push(async () => {
      child.kill('SIGTERM');
      await exited(child, 10_000);
    });
    const port = await listeningPort(child, logFile, 120_000);
    const listen = Date.now() - mark;
    return {
      url: `http://127.0.0.1:${port}`,
      logFile,
      timings: { install, database, seed, listen },
      stop,
    };
  } catch (error) {
    await stop();
    // Medusa's own words are in its log: the end of it goes with the error.
    if (logFile && existsSync(logFile) && error instanceof Error) {
      error.message += `\n--- the end of ${logFile}:\n${logTail(logFile)}`;
    }
    throw error;
  }
}

/** Keeps the files of the last `keep` runs (each run's log, drift list and answers). */
function pruneLogs(logs: string, keep: number): void {
  const runs = readdirSync(logs)
    .filter((file) => file.endsWith('.log'))
    .sort()
    .map((file) => file.slice(0, -'.log'.length));
  for (const run of runs.slice(0, Math.max(0, runs.length - keep + 1))) {
    for (const file of readdirSync(logs).filter((f) => f.startsWith(run))) rmSync(join(logs, file));
  }
}

/** The last lines of a Medusa log, for an error message. */
function logTail(logFile: string, lines = 40): string {
  return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
}
