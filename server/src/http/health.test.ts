import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildTestApp } from '../test/app.ts';
import { expectContract } from '../test/contract.ts';
import { testDatabase } from '../test/database.ts';

describe('/health and /ready', () => {
  let database: Database;
  let app: FastifyInstance;
  let shuttingDown = false;

  beforeAll(async () => {
    database = await testDatabase();
    app = await buildTestApp(database, { isShuttingDown: () => shuttingDown });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('are both 200 while the database answers', async () => {
    const health = await app.inject({ url: '/health' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await app.inject({ url: '/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('while shutting down: /ready 503, /health 200, other requests the contract’s 503', async () => {
    shuttingDown = true;
    try {
      const ready = await app.inject({ url: '/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'shutting_down' }]);
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      const refused = await app.inject({ url: '/store/regions' });
      expect(refused.headers.connection).toBe('close');
      expect(expectContract('StoreListRegions', refused, 503)).toMatchObject({
        type: 'service_unavailable',
      });
    } finally {
      shuttingDown = false;
    }
    expect((await app.inject({ url: '/store/regions' })).statusCode).toBe(200);
  });
});

describe('/ready without a database', () => {
  it('is 503 when the database does not answer', async () => {
    const database = await testDatabase();
    const app = await buildTestApp(database);
    try {
      await database.close();
      const ready = await app.inject({ url: '/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'database_unavailable' }]);
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
