import type { Db } from '../db/database.ts';
import type { FileStorage } from '../domains/settings/index.ts';
import { storageFromEnv } from '../domains/settings/index.ts';
import type { ProductCatalog } from './product-catalog.ts';
import { productExportStrategy } from './product-export.ts';
import { productImportStrategy } from './product-import.ts';
import type { BatchJobStrategy } from './strategy.ts';
import { BatchJobWorker } from './worker.ts';

/**
 * The server's worker: the product jobs over the given catalogue (without one their jobs
 * wait in `created`), on the file service of the environment. main.ts starts it after
 * listening and stops it on close:
 *
 *   const worker = createBatchJobWorker({ db: database.db, catalog: productCatalog(db) });
 *   worker.start();
 *   app.addHook('onClose', () => worker.stop());
 */
export function createBatchJobWorker(options: {
  db: Db;
  catalog?: ProductCatalog;
  storage?: FileStorage;
  onError?: (error: unknown) => void;
}): BatchJobWorker {
  const strategies: BatchJobStrategy[] = options.catalog
    ? [productExportStrategy(options.catalog), productImportStrategy(options.catalog)]
    : [];
  return new BatchJobWorker({
    db: options.db,
    storage: options.storage ?? storageFromEnv(),
    strategies,
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
