import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles } from '../db/migrate.ts';
import { buildCompiledServer, type CompiledServer } from '../test/server-process.ts';

const run = promisify(execFile);

/* `npm run migrate`: the compiled src/cli/migrate.ts on the embedded PGlite of DATA_DIR. */
describe('npm run migrate', () => {
  let build: CompiledServer;
  let dataDir: string;

  beforeAll(() => {
    build = buildCompiledServer();
    dataDir = mkdtempSync(join(tmpdir(), 'migrate-cli-'));
  });

  afterAll(() => {
    build?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies every migration once, prints them and exits 0', { timeout: 180_000 }, async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await run(process.execPath, [join(build.dir, 'migrate.js')], { env });
    const files = migrationFiles();
    expect(first.stdout).toContain(join(dataDir, 'pglite'));
    expect(first.stdout).toContain(`Applied ${files.length} migrations: ${files.join(', ')}`);

    const again = await run(process.execPath, [join(build.dir, 'migrate.js')], { env });
    expect(again.stdout).toContain('No pending migrations.');
  });
});
