/**
 * `npm run -w @commerce/server seed:large -- 100000`: adds a large bulk catalogue
 * (seed/large-catalog.ts) to the database `npm start` uses (`DATABASE_URL`, else the
 * PGlite under `DATA_DIR`), migrated first. For trying the admin on a big store; the
 * bench seeds its own in-memory database.
 */
import { resolve } from 'node:path';
import { databaseConfigFromEnv, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedLargeCatalog } from '../seed/large-catalog.ts';

const count = Number(process.argv[2] ?? 100_000);
const database = await openDatabase(
  databaseConfigFromEnv(process.env, resolve(import.meta.dirname, '../../..')),
);
try {
  await migrate(database);
  const started = performance.now();
  await seedLargeCatalog(database, count);
  console.log(`Seeded ${count} products in ${Math.round(performance.now() - started)} ms`);
} finally {
  await database.close();
}
