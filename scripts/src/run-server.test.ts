/**
 * scripts/run-server.sh, the server's launcher: it must put node in its own place (exec, so
 * no parent stays and signals reach the server), with the memory bounds unless
 * SERVER_MEMORY_BOUNDS=off. A stand-in main.js prints what node was started with.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const launcher = resolve(import.meta.dirname, '../run-server.sh');
const dir = mkdtempSync(join(tmpdir(), 'run-server-'));
const main = join(dir, 'main.js');
writeFileSync(
  main,
  `console.log(JSON.stringify({ pid: process.pid, execArgv: process.execArgv,
    tunables: process.env.GLIBC_TUNABLES ?? null }));`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  childPid: number | undefined;
  stdout: string;
  stderr: string;
}

function launch(env: Record<string, string>): Promise<Run> {
  const {
    GLIBC_TUNABLES: _inherited,
    SERVER_MEMORY_BOUNDS: _set,
    DATABASE_URL: _database,
    ...base
  } = process.env;
  const child = spawn('/bin/sh', [launcher, main], {
    env: { ...base, NODE: process.execPath, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done) =>
    child.on('close', (code) => done({ code, childPid: child.pid, stdout, stderr })),
  );
}

describe('scripts/run-server.sh', () => {
  it('execs node with the memory bounds by default', async () => {
    const run = await launch({});
    expect(run.code).toBe(0);
    const seen = JSON.parse(run.stdout);
    // The same process id: the shell was replaced, nothing waits beside the server.
    expect(seen.pid).toBe(run.childPid);
    expect(seen.execArgv).toContain('--max-semi-space-size=4');
    expect(seen.execArgv).toContain('--max-old-space-size=1024');
    // The server maps its own stack traces, for less memory (server/README.md "Memory").
    expect(seen.execArgv).not.toContain('--enable-source-maps');
    expect(seen.tunables).toMatch(/glibc\.malloc\.arena_max=2/);
    // Blocks from 16 KiB up are mapped and handed back when freed (README "Memory", fourth pass).
    expect(seen.tunables).toMatch(/glibc\.malloc\.mmap_threshold=16384(:|$)/);
  });

  it('maps no 16 KiB blocks afresh for a server on PostgreSQL, which compiles no wasm', async () => {
    const run = await launch({ DATABASE_URL: 'postgres://127.0.0.1:5432/store' });
    expect(run.code).toBe(0);
    const seen = JSON.parse(run.stdout);
    expect(seen.execArgv).toContain('--max-semi-space-size=4');
    expect(seen.tunables).toBe('glibc.malloc.arena_max=2');
  });

  it('keeps a GLIBC_TUNABLES of the caller', async () => {
    const run = await launch({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' });
    expect(JSON.parse(run.stdout).tunables).toBe('glibc.malloc.arena_max=4');
  });

  it('runs plain node with SERVER_MEMORY_BOUNDS=off', async () => {
    const run = await launch({ SERVER_MEMORY_BOUNDS: 'off' });
    expect(run.code).toBe(0);
    const seen = JSON.parse(run.stdout);
    expect(seen.pid).toBe(run.childPid);
    expect(seen.execArgv).toEqual([]);
    expect(seen.tunables).toBeNull();
  });

  it('refuses another value of SERVER_MEMORY_BOUNDS with a line naming it', async () => {
    const run = await launch({ SERVER_MEMORY_BOUNDS: 'maybe' });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain("SERVER_MEMORY_BOUNDS must be on or off, not 'maybe'");
  });
});
