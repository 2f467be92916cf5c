import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Database, openDatabase } from '../db/database.ts';
import { MIGRATIONS_DIR, migrate } from '../db/migrate.ts';

/*
 * A migrated in-memory PGlite for a test file or a browser journey's server. A fresh PGlite
 * runs initdb (about 5 s of CPU) and then the migrations; loading a dump of an already
 * migrated one takes about 1.5 s, so the first process writes that dump to the temp folder,
 * keyed by the migrations and the runner, and later ones load it. Each caller still gets a
 * database of its own. No vitest import: the e2e run's global set-up writes it too.
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

/** A migrated in-memory PGlite of its own, from the dump when there is one (else writes it). */
export async function migratedPglite(): Promise<Database> {
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

/** Writes the dump unless it is there, so that processes started after share it. */
export async function writePgliteTemplate(): Promise<void> {
  if (existsSync(templatePath())) return;
  const database = await migratedPglite();
  await database.close();
}
