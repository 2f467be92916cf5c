import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The server as an operator starts it (src/main.ts in a process of its own), given settings
 * it cannot run with: it must say what is wrong in one line each and exit with code 1,
 * without a stack trace, which would only hide the line that matters.
 */

const root = resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the server with `env` over a clean environment and resolves when it exits. */
function runServer(env: Record<string, string>): Promise<Exit> {
  const dataDir = mkdtempSync(join(tmpdir(), 'start-up-'));
  dirs.push(dataDir);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })));
}

function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

function listening(): Promise<{ server: Server; port: number }> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

describe('starting the server', () => {
  it('refuses settings it cannot run with, one line each, before opening anything', async () => {
    const exit = await runServer({
      PORT: 'nine thousand',
      COOKIE_SECRET: 'x',
      PUBLIC_URL: 'shop.example.com',
      SEED_DEMO: 'perhaps',
    });
    expect(exit.code).toBe(1);
    expect(lines(exit.stderr)).toEqual([
      'Invalid setting: PORT must be a whole number from 0 to 65535, got "nine thousand"',
      'Invalid setting: PUBLIC_URL must be an absolute http or https URL, got "shop.example.com"',
      'Invalid setting: SEED_DEMO must be true or false, got "perhaps"',
      'Invalid setting: COOKIE_SECRET must be at least 32 characters long, got 1 (e.g. openssl rand -base64 48)',
    ]);
    expect(exit.stdout).toBe('');
  }, 60_000);

  it('says in one line that the port is taken, and exits with 1', async () => {
    const { server, port } = await listening();
    try {
      const exit = await runServer({
        PORT: String(port),
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'start-up test password',
        LOG_LEVEL: 'warn',
      });
      expect(exit.code).toBe(1);
      expect(lines(exit.stderr)).toEqual([
        `Port ${port} is in use on 127.0.0.1: set PORT to another port or stop the other process`,
      ]);
      expect(`${exit.stdout}${exit.stderr}`).not.toMatch(/\n\s+at /);
    } finally {
      server.close();
    }
  }, 180_000);
});
