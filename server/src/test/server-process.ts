/**
 * The compiled server (scripts/build-server.mjs) in a child process of its own, started as
 * `npm start` starts it (scripts/run-server.sh, which execs node with the memory bounds), so
 * a test can signal it, watch it exit, and take its database away under it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export interface CompiledServer {
  /** The folder of main.js; remove it with `remove()`. */
  dir: string;
  remove(): void;
}

/**
 * Builds the server into a folder of this test's own (the same build as `npm run build`),
 * under server/dist/ so that node finds the packages it imports in node_modules/.
 */
export function buildCompiledServer(): CompiledServer {
  const parent = join(root, 'server/dist');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'test-'));
  execFileSync(process.execPath, [join(root, 'scripts/build-server.mjs'), '--outdir', dir], {
    cwd: root,
    stdio: 'pipe',
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  url: string;
  /** The server's own process id (the launcher execs node), e.g. to read its memory. */
  pid: number | undefined;
  /** Everything the process wrote so far, for conditions and failure messages. */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Null while the process runs. */
  exitCode(): number | null;
  kill(signal: NodeJS.Signals): void;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `build`'s main.js with `env` and resolves once it listens. */
export async function spawnCompiledServer(
  build: CompiledServer,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const launcher = join(root, 'scripts/run-server.sh');
  const child: ChildProcess = spawn('/bin/sh', [launcher, join(build.dir, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE: process.execPath,
      LOG_LEVEL: 'silent',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`the server did not listen within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const listening = () => {
      if (!output.includes('Storefront:')) return;
      clearTimeout(timer);
      child.stdout?.off('data', listening);
      ready();
    };
    child.stdout?.on('data', listening);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output,
    exited,
    exitCode: () => child.exitCode,
    kill: (signal) => {
      child.kill(signal);
    },
  };
}

/** Polls `condition` until it holds, failing with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
