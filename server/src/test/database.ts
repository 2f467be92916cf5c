import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
// Tests that call a domain's services without an app still need the ports wired.
import '../domains/ports.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { MIGRATIONS_DIR, migrate } from '../db/migrate.ts';
import { isolatedSchema } from './postgres.ts';

/*
 * A migrated in-memory PGlite for a test file. A fresh PGlite runs initdb (about 5 s of CPU);
 * loading a dump of an already migrated one takes about 1.5 s, so the first test process
 * writes that dump to the temp folder, keyed by the migrations and the runner, and later
 * ones load it. Each test file still gets its own database.
 */

function templatePath(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  hash.update(readFileSync(new URL('../db/migrate.ts', import.meta.url)));
  // A dump is only readable by the PGlite version that wrote it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(entry), '../package.json')));
  return join(tmpdir(), `commerce-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

export async function testDatabase(): Promise<Database> {
  // In the `postgres` project, the same tests run on a real server (see postgres-setup.ts).
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) return postgresDatabase(postgresUrl);
  const template = templatePath();
  if (existsSync(template)) {
    const database = await openDatabase({ loadDataDir: new Blob([readFileSync(template)]) });
    // A no-op unless the dump is stale; it keeps the tests honest either way.
    await migrate(database);
    return database;
  }
  const database = await openDatabase();
  await migrate(database);
  const dump = await database.dump?.();
  if (dump) {
    // Written aside and renamed, so a parallel test process never reads half a file.
    const partial = `${template}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  }
  return database;
}

/** A migrated schema of its own on the run's PostgreSQL server, dropped on close. */
async function postgresDatabase(url: string): Promise<Database> {
  const schema = await isolatedSchema(url);
  const database = await openDatabase({ url: schema.url });
  await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await schema.drop();
    },
  };
}
