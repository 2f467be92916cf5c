import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFiles, registerStaticApps } from './static-apps.ts';

describe('the built apps served from a list of their files', () => {
  let dir: string;
  let app: FastifyInstance;
  const script = 'console.log("storefront");\n'.repeat(100);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-apps-'));
    const storefront = join(dir, 'storefront');
    const admin = join(dir, 'admin');
    mkdirSync(join(storefront, 'assets', 'fonts'), { recursive: true });
    mkdirSync(join(storefront, '.cache'), { recursive: true });
    mkdirSync(join(admin, 'assets'), { recursive: true });
    writeFileSync(join(storefront, 'index.html'), '<title>storefront</title>');
    writeFileSync(join(storefront, 'assets', 'app.js'), script);
    writeFileSync(join(storefront, 'assets', 'app.js.gz'), gzipSync(script));
    writeFileSync(join(storefront, 'assets', 'fonts', 'a.woff2'), 'font');
    writeFileSync(join(storefront, '.secret'), 'hidden');
    writeFileSync(join(storefront, '.cache', 'x.js'), 'hidden');
    symlinkSync(join(storefront, 'assets', 'app.js'), join(storefront, 'assets', 'linked.js'));
    writeFileSync(join(admin, 'index.html'), '<title>admin</title>');
    writeFileSync(join(admin, 'assets', 'admin.js'), 'console.log("admin")');
    mkdirSync(join(admin, 'locales', 'de'), { recursive: true });
    writeFileSync(join(admin, 'locales', 'de', 'common.json'), '{"hello":"Hallo"}');
    mkdirSync(join(storefront, 'locales', 'en'), { recursive: true });
    writeFileSync(join(storefront, 'locales', 'en', 'cart.json'), '{"cart":"Cart"}');
    app = Fastify();
    await registerStaticApps(app, [
      { root: admin, prefix: '/app/' },
      { root: storefront, prefix: '/' },
    ]);
    app.setNotFoundHandler(async (request, reply) =>
      reply.status(404).send({ fallback: request.url }),
    );
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists every file by its path under the root, without dot-files', () => {
    expect([...appFiles(join(dir, 'storefront'))].sort()).toEqual([
      'assets/app.js',
      'assets/app.js.gz',
      'assets/fonts/a.woff2',
      'assets/linked.js',
      'index.html',
      'locales/en/cart.json',
    ]);
  });

  it("answers translation files at public/locales/{lng}/{ns}.json under the app's base, and at the built path", async () => {
    for (const url of ['/app/public/locales/de/common.json', '/app/locales/de/common.json']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ hello: 'Hallo' });
    }
    for (const url of ['/public/locales/en/cart.json', '/locales/en/cart.json']) {
      expect((await app.inject(url)).json(), url).toEqual({ cart: 'Cart' });
    }
    // Only the translation files have a second path.
    expect((await app.inject('/app/public/assets/admin.js')).statusCode).toBe(404);
    expect((await app.inject('/public/locales/de/common.json')).statusCode).toBe(404);
  });

  it('serves each app under its prefix, and the compressed copy to a client that takes it', async () => {
    expect((await app.inject('/assets/fonts/a.woff2')).body).toBe('font');
    expect((await app.inject('/app/assets/admin.js')).body).toBe('console.log("admin")');
    expect((await app.inject('/assets/linked.js')).body).toBe(script);
    const gzipped = await app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const head = await app.inject({ method: 'HEAD', url: '/assets/app.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('leaves what is not a listed file to the not-found handler', async () => {
    for (const url of [
      '/',
      '/app/',
      '/app',
      '/products/shirt',
      '/assets',
      '/assets/',
      '/.secret',
      '/.cache/x.js',
      '/app/assets/app.js',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ fallback: url });
    }
  });

  it('serves only the files there at start, as the routes made from them did', async () => {
    writeFileSync(join(dir, 'storefront', 'assets', 'later.js'), 'later');
    expect((await app.inject('/assets/later.js')).statusCode).toBe(404);
  });
});
