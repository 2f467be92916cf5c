import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/src/app.ts';
import type { Database } from '../../server/src/db/database.ts';
import { productCatalog } from '../../server/src/domains/catalog/index.ts';
import { storageFromEnv } from '../../server/src/domains/settings/index.ts';
import { productExportStrategy } from '../../server/src/jobs/product-export.ts';
import { productImportStrategy } from '../../server/src/jobs/product-import.ts';
import type { BatchJobStrategy } from '../../server/src/jobs/strategy.ts';
import { BatchJobWorker } from '../../server/src/jobs/worker.ts';
import { migratedPglite } from '../../server/src/test/pglite-template.ts';
import { ADMIN_DIST, STOREFRONT_DIST } from './app-builds.ts';

export interface RunningServer {
  url: string;
  /** The server's database, e.g. to create a staff user through the server's own services. */
  database: Database;
  close(): Promise<void>;
}

export interface ServerOptions {
  /**
   * Runs a batch-job worker, as `npm start` does: the product export and import over the
   * real catalogue, plus any extra job types a journey brings. Files go to the storage of
   * the environment (`DATA_DIR`).
   */
  batchJobs?: { extraStrategies?: BatchJobStrategy[]; pollMs?: number };
  /** Feature flags over the server's defaults (resources/store/features.ts). */
  featureFlags?: Record<string, boolean>;
  /** The admin's example extension (`ADMIN_EXAMPLE_EXTENSION`); off whatever the shell says. */
  adminExampleExtension?: boolean;
}

/**
 * The real server with the built apps over a fresh in-memory PGlite, on a free loopback port.
 * The database is loaded from the migrated dump the global set-up wrote
 * (database-template.ts): a fresh cluster's initdb and migrations took 20 of a start's 26 s
 * with two journeys and other builds sharing the 2 cores.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const database = await migratedPglite();
  const app = await buildApp({
    database,
    apps: {
      storefront: STOREFRONT_DIST,
      admin: ADMIN_DIST,
    },
    ...(options.featureFlags ? { featureFlags: options.featureFlags } : {}),
    adminExampleExtension: options.adminExampleExtension ?? false,
  });
  const catalog = productCatalog(database.db);
  const worker =
    options.batchJobs &&
    new BatchJobWorker({
      db: database.db,
      storage: storageFromEnv(),
      strategies: [
        productExportStrategy(catalog),
        productImportStrategy(catalog),
        ...(options.batchJobs.extraStrategies ?? []),
      ],
      ...(options.batchJobs.pollMs ? { pollMs: options.batchJobs.pollMs } : {}),
    });
  // The worker stops before the database it polls closes.
  app.addHook('onClose', async () => {
    await worker?.stop();
    await database.close();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  worker?.start();
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, database, close: () => app.close() };
}
