import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { createPgliteCluster, pgliteClusterExists } from './pglite-initdb.ts';

describe('a new PGlite data directory', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-initdb-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('gets its cluster from a child process, which the database then opens', async () => {
    const dataDir = join(newDir(), 'pglite');
    expect(pgliteClusterExists(dataDir)).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      expect(pgliteClusterExists(dataDir)).toBe(true);
      await database.rawTransaction((sql) => sql.exec('CREATE TABLE kept (id int)'));
    } finally {
      await database.close();
    }
    const again = await openDatabase({ dataDir });
    try {
      const rows = await again.rawTransaction((sql) =>
        sql.query<{ name: string | null }>("SELECT to_regclass('kept')::text AS name"),
      );
      expect(rows).toEqual([{ name: 'kept' }]);
    } finally {
      await again.close();
    }
  }, 120_000); // initdb, then two starts: several seconds, more on a busy machine.

  it('fails with the child process error when the directory cannot be written', async () => {
    const file = join(newDir(), 'not-a-directory');
    writeFileSync(file, '');
    await expect(createPgliteCluster(file)).rejects.toThrow(/creating the PGlite cluster/);
  }, 60_000);
});
