/**
 * Starts the server: `HOST` (default 127.0.0.1), `PORT` (default 9000), and the database of
 * `DATABASE_URL`, else an embedded PGlite under `DATA_DIR` (default `.data/` at the repo root).
 */
import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { databaseConfigFromEnv, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { productCatalog } from './domains/catalog/index.ts';
import { recordInstalledPaymentProviders } from './domains/settings/index.ts';
import { listenErrorMessage } from './http/listen-error.ts';
import { createBatchJobWorker } from './jobs/index.ts';
import {
  closeHttpServer,
  type Shutdown,
  shutdownOnSignals,
  shutdownTimeoutFromEnv,
} from './lifecycle/shutdown.ts';
import { announcements, createLogger } from './logging/logger.ts';
import { mapBundleStackTraces } from './logging/source-mapped-stacks.ts';
import { paymentProviderInstalled } from './payments/providers.ts';
import { firstStart, firstStartSettings } from './seed/first-start.ts';
import { settingsOrExit } from './settings/settings.ts';

// The compiled server's traces name server/src (not under tsx, which maps them itself).
mapBundleStackTraces(dirname(realpathSync(process.argv[1] ?? '.')));
const root = resolve(import.meta.dirname, '../..');
// Every setting is checked first: a wrong one stops here with a line naming it.
const settings = settingsOrExit(process.env);
const { host, port } = settings;
// Readable lines in a terminal, JSON lines for a log collector (logging/logger.ts).
const log = createLogger({ level: settings.logLevel, pretty: process.stdout.isTTY === true });
const shown = announcements(log);
const shutdownTimeoutMs = shutdownTimeoutFromEnv(process.env.SHUTDOWN_TIMEOUT_MS);

const database = await openDatabase(databaseConfigFromEnv(process.env, root));
const applied = await migrate(database);
if (applied.length > 0) log.info(`Applied migrations: ${applied.join(', ')}`);

let shutdown: Shutdown | undefined;
const app = await buildApp({
  database,
  loggerInstance: log,
  logStatic: settings.logStatic,
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
  { timeoutMs: shutdownTimeoutMs, log: (message) => shown.info(message) },
);

await recordInstalledPaymentProviders(database.db, paymentProviderInstalled);
const seeded = await firstStart(app, database, firstStartSettings(settings));
if (seeded?.seed) {
  const { regions, products, variants } = seeded.seed;
  log.info(`Seeded the demo store: ${regions} regions, ${products} products, ${variants} variants`);
}
if (seeded?.extras) {
  const { discountCode, giftCards } = seeded.extras;
  shown.info(`Demo discount code: ${discountCode} (10 % off an order)`);
  for (const card of giftCards) {
    const value = `${(card.value / 100).toFixed(2)} ${card.currencyCode.toUpperCase()}`;
    shown.info(`Demo gift card: ${card.code} (${value}, ${card.regionName})`);
  }
}
if (seeded) shown.info(`Admin user: ${seeded.email}`);
if (seeded?.generatedPassword) {
  shown.info(`Admin password (shown once): ${seeded.generatedPassword}`);
}

await app.listen({ host, port }).catch(async (error: unknown) => {
  const message = listenErrorMessage(error, host, port);
  if (!message) throw error;
  process.stderr.write(`${message}\n`);
  await app.close();
  process.exit(1);
});
worker.start();
shown.info(`Storefront: http://${host}:${port}/`);
shown.info(`Admin:      http://${host}:${port}/app/`);
