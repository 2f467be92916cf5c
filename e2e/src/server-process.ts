/**
 * The server as `npm start` runs it, in a child process of its own (server/src/main.ts
 * under node with tsx as a loader), so a test can kill it outright and start it again on
 * the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process wrote, for the message of a failing test. */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the server with `env` over the current environment (PORT and HOST chosen here)
 * and resolves once it listens; rejects with its output if it exits first or takes longer
 * than `timeoutMs`.
 */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
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
  if (child.pid === undefined) throw new Error('the server has no process id');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output,
    exited,
    kill: (signal) => {
      child.kill(signal);
    },
  };
}

/** Stops the server the way a process manager does (SIGTERM closes it cleanly). */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.kill('SIGTERM');
  await server.exited;
}
