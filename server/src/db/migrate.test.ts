import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateAsStaff, buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import {
  isolatedSchema,
  postgresAvailable,
  startPostgres,
  type TestPostgres,
} from '../test/postgres.ts';
import { type DatabaseConfig, databaseConfigFromEnv, openDatabase } from './database.ts';
import { appliedMigrations, MIGRATIONS_DIR, migrate, migrationFiles } from './migrate.ts';

const FIRST = '0001_init.sql';

/** Opens the database, migrates, and reads the store through a real app instance. */
async function startOnce(config: DatabaseConfig) {
  const database = await openDatabase(config);
  const applied = await migrate(database);
  const app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  const response = await app.inject({ method: 'GET', url: '/admin/store' });
  await app.close();
  await database.close();
  return { applied, status: response.statusCode, storeId: response.json().store?.id };
}

describe('migrations on the embedded PGlite', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'commerce-data-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('apply once and persist under DATA_DIR across two app instances', async () => {
    const config = databaseConfigFromEnv({ DATA_DIR: dataDir }, '/unused');
    expect(config).toEqual({ dataDir: join(dataDir, 'pglite') });
    const first = await startOnce(config);
    expect(first).toMatchObject({ applied: migrationFiles(), status: 200 });
    const second = await startOnce(config);
    expect(second).toEqual({ applied: [], status: 200, storeId: first.storeId });
  }, 120_000); // A fresh PGlite runs initdb: several seconds, more on a busy machine.

  it('roll a failing migration back entirely', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'commerce-migrations-'));
    for (const file of migrationFiles()) copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
    writeFileSync(join(dir, '9999_broken.sql'), 'CREATE TABLE half_done (id int);\nSELECT 1/0;');
    const database = await testDatabase();
    try {
      await expect(migrate(database, dir)).rejects.toThrow(/division by zero/);
      expect([...(await appliedMigrations(database))]).toEqual(migrationFiles());
      const tables = await database.rawTransaction((sql) =>
        sql.query("SELECT to_regclass('half_done')::text AS name"),
      );
      expect(tables).toEqual([{ name: null }]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuse badly named or doubly numbered files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'commerce-migrations-'));
    writeFileSync(join(dir, '0001_a.sql'), '');
    writeFileSync(join(dir, '0001_b.sql'), '');
    expect(() => migrationFiles(dir)).toThrow(/Two migrations are numbered 0001/);
    rmSync(join(dir, '0001_b.sql'));
    writeFileSync(join(dir, '2_c.sql'), '');
    expect(() => migrationFiles(dir)).toThrow(/2_c.sql must be named/);
    rmSync(dir, { recursive: true, force: true });
    expect(migrationFiles()).toContain(FIRST);
  });
});

// Skipped only where there is neither DATABASE_URL nor a local PostgreSQL to start.
describe.skipIf(!postgresAvailable())('migrations on a PostgreSQL server', () => {
  let server: TestPostgres | null;
  let url = '';
  beforeAll(async () => {
    server = await startPostgres();
    if (!server) throw new Error('PostgreSQL was available a moment ago');
    url = server.url;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('apply once through DATABASE_URL, and the app serves from it', async () => {
    const schema = await isolatedSchema(url);
    try {
      const config = databaseConfigFromEnv({ DATABASE_URL: schema.url, DATA_DIR: '/nowhere' }, '/');
      expect(config).toEqual({ url: schema.url });
      const first = await startOnce(config);
      expect(first).toMatchObject({ applied: migrationFiles(), status: 200 });
      expect(await startOnce(config)).toEqual({ applied: [], status: 200, storeId: first.storeId });
    } finally {
      await schema.drop();
    }
  });

  it('apply each migration once when two instances start together', async () => {
    const schema = await isolatedSchema(url);
    const [a, b] = await Promise.all([
      openDatabase({ url: schema.url }),
      openDatabase({ url: schema.url }),
    ]);
    try {
      const results = await Promise.all([migrate(a), migrate(b)]);
      // Each migration is applied by exactly one of the two instances.
      expect(results.flat().sort()).toEqual(migrationFiles());
      const rows = await a.rawTransaction((sql) =>
        sql.query('SELECT count(*)::int AS n FROM store'),
      );
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await a.close();
      await b.close();
      await schema.drop();
    }
  });
});
