/**
 * Starts the server: `HOST` (default 127.0.0.1), `PORT` (default 9000), and the database of
 * `DATABASE_URL`, else an embedded PGlite under `DATA_DIR` (default `.data/` at the repo root).
 */
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { databaseConfigFromEnv, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createBatchJobWorker } from './jobs/index.ts';

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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host, port });
// Batch jobs are claimed from the database, so any number of instances may run a worker.
const worker = createBatchJobWorker({
  db: database.db,
  onError: (error) => app.log.error({ err: error }, 'batch job failed'),
});
worker.start();
app.addHook('onClose', () => worker.stop());
console.log(`Storefront: http://${host}:${port}/\nAdmin:      http://${host}:${port}/app/`);
