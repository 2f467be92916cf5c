/** Starts the server: `HOST` (default 127.0.0.1) and `PORT` (default 9000). */
import { resolve } from 'node:path';
import { buildApp } from './app.ts';

const root = resolve(import.meta.dirname, '../..');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 9000);

const app = await buildApp({
  logger: process.env.LOG_LEVEL !== 'silent',
  apps: { storefront: resolve(root, 'storefront/dist'), admin: resolve(root, 'admin/dist') },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host, port });
console.log(`Storefront: http://${host}:${port}/\nAdmin:      http://${host}:${port}/app/`);
