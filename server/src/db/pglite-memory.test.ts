import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';

/*
 * PostgreSQL's memory inside PGlite (server/README.md "Memory", fourth pass): PGlite touches
 * all of shared_buffers at start and its WebAssembly memory never shrinks, so these settings
 * are what the process keeps for good.
 */
describe('the embedded PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('runs with 16 MB of shared buffers and small maintenance and temporary buffers', async () => {
    const rows = await database.rawTransaction((sql) =>
      sql.query<{ name: string; setting: string }>(
        `SELECT name, current_setting(name) AS setting FROM unnest(ARRAY[
           'shared_buffers', 'maintenance_work_mem', 'temp_buffers']) AS name`,
      ),
    );
    expect(rows).toEqual([
      { name: 'shared_buffers', setting: '16MB' },
      { name: 'maintenance_work_mem', setting: '16MB' },
      { name: 'temp_buffers', setting: '4MB' },
    ]);
  });
});
