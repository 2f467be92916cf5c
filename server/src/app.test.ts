import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Database } from './db/database.ts';
import { testDatabase } from './test/database.ts';

const BIG_SCRIPT = 'console.log("a bigger script");\n'.repeat(200);

describe('server skeleton', () => {
  let dir: string;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'apps-'));
    for (const name of ['storefront', 'admin']) {
      mkdirSync(join(dir, name, 'assets'), { recursive: true });
      writeFileSync(join(dir, name, 'index.html'), `<title>${name}</title>`);
      writeFileSync(join(dir, name, 'assets', 'app.js'), `console.log('${name}')`);
      writeFileSync(join(dir, name, 'assets', 'big.js'), BIG_SCRIPT);
    }
    database = await testDatabase();
    app = await buildApp({
      database,
      apps: { storefront: join(dir, 'storefront'), admin: join(dir, 'admin') },
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the health check', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the storefront at / and the admin under /app, with SPA fallback', async () => {
    expect((await app.inject('/')).body).toContain('<title>storefront</title>');
    expect((await app.inject('/products/shirt')).body).toContain('<title>storefront</title>');
    expect((await app.inject('/app/')).body).toContain('<title>admin</title>');
    expect((await app.inject('/app/a/orders')).body).toContain('<title>admin</title>');
    expect((await app.inject('/app/assets/app.js')).body).toBe("console.log('admin')");
    expect((await app.inject('/assets/app.js')).body).toBe("console.log('storefront')");
  });

  it('sends the larger files of an app compressed to a browser that takes brotli or gzip', async () => {
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({
        url: '/assets/big.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(accept);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
      expect(decode(response.rawPayload).toString()).toBe(BIG_SCRIPT);
    }
    const plain = await app.inject({ url: '/app/assets/big.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('answers unknown API routes with a JSON not_found error', async () => {
    const response = await app.inject({ method: 'GET', url: '/store/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      type: 'not_found',
      message: 'Route GET /store/nothing-here was not found',
    });
  });

  it('answers malformed JSON with a JSON invalid_data error', async () => {
    const withRoute = await buildApp({ database });
    withRoute.post('/store/echo', async (request) => request.body);
    const response = await withRoute.inject({
      method: 'POST',
      url: '/store/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'invalid_data' });
    const poisoned = await withRoute.inject({
      method: 'POST',
      url: '/store/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    await withRoute.close();
  });

  it('takes an empty JSON body as no body, as the generated client sends on a DELETE', async () => {
    const withRoute = await buildApp({ database });
    withRoute.delete('/store/echo', async (request) => ({ body: request.body ?? 'none' }));
    const response = await withRoute.inject({
      method: 'DELETE',
      url: '/store/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: 'none' });
    await withRoute.close();
  });
});
