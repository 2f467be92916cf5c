import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, executeRows, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { readSettings } from '../settings/settings.ts';
import { buildTestApp } from '../test/app.ts';
import {
  isolatedSchema,
  postgresAvailable,
  startPostgres,
  type TestPostgres,
} from '../test/postgres.ts';
import { firstStart, firstStartSettings } from './first-start.ts';

/*
 * Issue 26: two replicas started at once on one empty database crashed 1 time in 2 ("User
 * with email admin@example.com already exists"). Each instance here has its own connection
 * pool, as two processes would, and both run the whole start-up (migrations, then the first
 * start) at the same moment.
 */
describe.skipIf(!postgresAvailable())('the first start of two instances on one database', () => {
  let server: TestPostgres | null;
  let schema: Awaited<ReturnType<typeof isolatedSchema>>;
  let databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    server = await startPostgres();
    if (!server) throw new Error('PostgreSQL was available a moment ago');
    schema = await isolatedSchema(server.url);
    databases = [await openDatabase({ url: schema.url }), await openDatabase({ url: schema.url })];
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await schema?.drop();
    await server?.stop();
  });

  it('seeds once: one admin, one demo store, and both instances come up', async () => {
    const settings = firstStartSettings(
      readSettings({ SEED_DEMO: 'true', ADMIN_PASSWORD: 'two replicas at once' }),
    );
    const results = await Promise.all(
      databases.map(async (database) => {
        await migrate(database);
        const app = await buildTestApp(database);
        apps.push(app);
        return firstStart(app, database, settings);
      }),
    );
    // One of them did the first start, the other waited and found it done.
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(results.find((result) => result !== null)?.seed).toMatchObject({
      regions: 2,
      products: 26,
    });

    const db = (databases[0] as Database).db;
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await executeRows<{ n: number | string }>(db, query))[0]?.n);
    expect(await count(sql`SELECT count(*) AS n FROM "user"`)).toBe(1);
    expect(await count(sql`SELECT count(*) AS n FROM region`)).toBe(2);
    expect(await count(sql`SELECT count(*) AS n FROM product`)).toBe(26);
    expect(await count(sql`SELECT count(*) AS n FROM publishable_api_key`)).toBe(1);

    for (const app of apps) {
      const products = await app.inject({ method: 'GET', url: '/store/products?limit=1' });
      expect(products.json().count).toBe(26);
      const signIn = await app.inject({
        method: 'POST',
        url: '/admin/auth/token',
        payload: { email: 'admin@example.com', password: 'two replicas at once' },
      });
      expect(signIn.statusCode).toBe(200);
    }
  }, 240_000);
});
