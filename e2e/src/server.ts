import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildApp } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';

const root = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** The real server with the built apps over a fresh in-memory PGlite, on a free loopback port. */
export async function startServer(): Promise<RunningServer> {
  const database = await openDatabase();
  await migrate(database);
  const app = await buildApp({
    database,
    apps: { storefront: resolve(root, 'storefront/dist'), admin: resolve(root, 'admin/dist') },
  });
  app.addHook('onClose', () => database.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
