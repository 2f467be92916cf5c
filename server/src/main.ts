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
import { firstStart } from './seed/first-start.ts';

const root = resolve(import.meta.dirname, '../..');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 9000);

const database = await openDatabase(databaseConfigFromEnv(process.env, root));
const applied = await migrate(database);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

const app = await buildApp({
  database,
  logger: process.env.LOG_LEVEL !== 'silent',
  apps: { storefront: resolve(root, 'storefront/dist'), admin: resolve(root, 'admin/dist') },
});
app.addHook('onClose', () => database.close());
// Batch jobs are claimed from the database, so any number of instances may run a worker.
const worker = createBatchJobWorker({
  db: database.db,
  catalog: productCatalog(database.db),
  onError: (error) => app.log.error({ err: error }, 'batch job failed'),
});
app.addHook('onClose', () => worker.stop());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

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
