/**
 * Starts the server: `HOST` (default 127.0.0.1), `PORT` (default 9000), and the database of
 * `DATABASE_URL`, else an embedded PGlite under `DATA_DIR` (default `.data/` at the repo root).
 */
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { databaseConfigFromEnv, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { productCatalog } from './domains/catalog/index.ts';
import { createBatchJobWorker } from './jobs/index.ts';
import {
  closeHttpServer,
  type Shutdown,
  shutdownOnSignals,
  shutdownTimeoutFromEnv,
} from './lifecycle/shutdown.ts';
import { firstStart } from './seed/first-start.ts';

const root = resolve(import.meta.dirname, '../..');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 9000);
const shutdownTimeoutMs = shutdownTimeoutFromEnv(process.env.SHUTDOWN_TIMEOUT_MS);

const database = await openDatabase(databaseConfigFromEnv(process.env, root));
const applied = await migrate(database);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

let shutdown: Shutdown | undefined;
const app = await buildApp({
  database,
  logger: process.env.LOG_LEVEL !== 'silent',
  apps: { storefront: resolve(root, 'storefront/dist'), admin: resolve(root, 'admin/dist') },
  isShuttingDown: () => shutdown?.started ?? false,
});
// Batch jobs are claimed from the database, so any number of instances may run a worker.
const worker = createBatchJobWorker({
  db: database.db,
  catalog: productCatalog(database.db),
  onError: (error) => app.log.error({ err: error }, 'batch job failed'),
});
shutdown = shutdownOnSignals(
  {
    closeServer: () => closeHttpServer(app),
    stopWork: () => worker.stop(),
    closeDatabase: () => database.close(),
  },
  { timeoutMs: shutdownTimeoutMs, log: (message) => console.log(message) },
);

const seeded = await firstStart(app, database.db, process.env);
if (seeded) {
  console.log(
    `Seeded the demo store: ${seeded.seed.regions} regions, ${seeded.seed.products} products, ${seeded.seed.variants} variants.`,
  );
  console.log(`Admin user: ${seeded.email}`);
  if (seeded.generatedPassword)
    console.log(`Admin password (shown once): ${seeded.generatedPassword}`);
}

await app.listen({ host, port });
worker.start();
console.log(`Storefront: http://${host}:${port}/\nAdmin:      http://${host}:${port}/app/`);
