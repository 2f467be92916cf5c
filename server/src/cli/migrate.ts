/**
 * `npm run migrate`: applies the pending migrations to the database of `DATABASE_URL`, else
 * the embedded PGlite under `DATA_DIR` (as the server would), prints them and exits. The
 * server still migrates when it starts; this runs them first, e.g. before a deploy.
 */
import { resolve } from 'node:path';
import { databaseConfigFromEnv, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

const root = resolve(import.meta.dirname, '../../..');
const config = databaseConfigFromEnv(process.env, root);
console.log(`Migrating ${config.url ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir}`);
const database = await openDatabase(config);
try {
  const applied = await migrate(database);
  if (applied.length === 0) console.log('No pending migrations.');
  else console.log(`Applied ${applied.length} migrations: ${applied.join(', ')}`);
} finally {
  await database.close();
}
