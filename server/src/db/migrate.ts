import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../migrations');

/** Serialises migrators of several server instances starting against one database. */
const MIGRATION_LOCK = 741_852_963;
const FILE_NAME = /^(\d{4})_[a-z0-9_-]+\.sql$/;

/** The numbered `.sql` files of `dir`, in the order they apply. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.sql'));
  const numbers = new Set<string>();
  for (const name of files) {
    const match = FILE_NAME.exec(name);
    if (!match?.[1]) throw new Error(`Migration ${name} must be named NNNN_name.sql`);
    if (numbers.has(match[1])) throw new Error(`Two migrations are numbered ${match[1]}`);
    numbers.add(match[1]);
  }
  return files.sort();
}

/**
 * Applies the pending migrations, each in its own transaction together with its row in
 * `migrations` (created by 0001), so a failed file leaves no trace and a second run is a
 * no-op. Returns the names applied now.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const done = await appliedMigrations(database);
  const applied: string[] = [];
  for (const name of migrationFiles(dir)) {
    if (done.has(name)) continue;
    const ran = await database.rawTransaction(async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      // Another instance may have applied it while this one waited for the lock.
      if ((await appliedIn(sql.query)).has(name)) return false;
      await sql.exec(readFileSync(join(dir, name), 'utf8'));
      await sql.query('INSERT INTO migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}

export function appliedMigrations(database: Database): Promise<Set<string>> {
  return database.rawTransaction((sql) => appliedIn(sql.query));
}

type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

async function appliedIn(query: Query): Promise<Set<string>> {
  // A scan of pg_tables, not to_regclass(): after waiting for the advisory lock, the
  // session's catalog cache may not show the table another instance just created.
  const [table] = await query<{ present: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_tables
       WHERE schemaname = current_schema() AND tablename = 'migrations') AS present`,
  );
  if (!table?.present) return new Set();
  const rows = await query<{ name: string }>('SELECT name FROM migrations');
  return new Set(rows.map((row) => row.name));
}
