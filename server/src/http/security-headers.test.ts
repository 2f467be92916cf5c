import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { contentSecuritySourcesFromEnv } from './content-security-policy.ts';
import { trustProxyFromEnv } from './trust-proxy.ts';

let dir: string;
let database: Database;
let app: FastifyInstance;
let behindProxy: FastifyInstance;

const STOREFRONT_CSP =
  "default-src 'self'; base-uri 'none'; object-src 'none'; script-src 'self'; " +
  "script-src-attr 'none'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; " +
  "connect-src 'self'; form-action 'self'; frame-ancestors 'none'";
const ADMIN_CSP = STOREFRONT_CSP.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
const NOTHING_CSP = "default-src 'none'; frame-ancestors 'none'";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  for (const name of ['storefront', 'admin']) {
    mkdirSync(join(dir, name, 'assets'), { recursive: true });
    writeFileSync(join(dir, name, 'index.html'), `<head><title>${name}</title></head>`);
    writeFileSync(join(dir, name, 'assets', 'app.js'), `console.log('${name}')`);
  }
  // An uploaded image, where the file service reads them (domains/settings/uploads/config.ts).
  mkdirSync(join(dir, 'data', 'uploads'), { recursive: true });
  writeFileSync(join(dir, 'data', 'uploads', 'shirt.png'), 'not really a png');
  vi.stubEnv('DATA_DIR', join(dir, 'data'));
  database = await testDatabase();
  const apps = { storefront: join(dir, 'storefront'), admin: join(dir, 'admin') };
  app = await buildTestApp(database, { apps, trustProxy: false, contentSecurity: {} });
  behindProxy = await buildTestApp(database, { trustProxy: true, contentSecurity: {} });
});

afterAll(async () => {
  await app?.close();
  await behindProxy?.close();
  await database?.close();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** The headers every response carries, whatever it is. */
function expectBaseline(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it("give the storefront's pages the storefront's policy", async () => {
    for (const url of ['/', '/products/shirt']) {
      const page = await app.inject(url);
      expect(page.body).toContain('<title>storefront</title>');
      expectBaseline(page);
      expect(page.headers['content-security-policy']).toBe(STOREFRONT_CSP);
    }
  });

  it("give the admin's pages under /app the admin's policy", async () => {
    for (const url of ['/app/', '/app/a/orders']) {
      const page = await app.inject(url);
      expect(page.body).toContain('<title>admin</title>');
      expectBaseline(page);
      expect(page.headers['content-security-policy']).toBe(ADMIN_CSP);
    }
  });

  it('give the API, its errors and the apps’ files a policy that allows nothing', async () => {
    for (const [url, status] of [
      ['/store/regions', 200],
      ['/health', 200],
      ['/admin/products', 401],
      ['/store/nothing-here', 404],
      ['/assets/app.js', 200],
      ['/app/assets/app.js', 200],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(status);
      expectBaseline(response);
      expect(response.headers['content-security-policy'], url).toBe(NOTHING_CSP);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('let other origins show uploaded files, and only those', async () => {
    const image = await app.inject('/uploads/shirt.png');
    expect(image.statusCode).toBe(200);
    expectBaseline(image);
    // One value: the one helmet wrote gave way rather than being sent beside it.
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('allow the origins the apps were built to use', async () => {
    const configured = await buildTestApp(database, {
      apps: { storefront: join(dir, 'storefront'), admin: join(dir, 'admin') },
      contentSecurity: {
        api: 'https://api.example.com/v1',
        analytics: 'https://stats.example.com/collect',
        uploads: 'http://files.example.com:8080/',
        bucket: 'http://127.0.0.1:9001/shop-files',
      },
    });
    const storefront = String((await configured.inject('/')).headers['content-security-policy']);
    const admin = String((await configured.inject('/app/')).headers['content-security-policy']);
    await configured.close();
    expect(storefront).toContain(
      "img-src 'self' data: https: http://files.example.com:8080 http://127.0.0.1:9001;",
    );
    expect(storefront).toContain("connect-src 'self' https://api.example.com;");
    expect(admin).toContain(
      "connect-src 'self' https://api.example.com https://stats.example.com;",
    );
  });

  it("let the storefront's pages, not the admin's, call the API set at run time (issue 25)", async () => {
    const configured = await buildTestApp(database, {
      apps: { storefront: join(dir, 'storefront'), admin: join(dir, 'admin') },
      contentSecurity: { storefrontApi: 'http://127.0.0.1:9100/medusa' },
    });
    const storefront = String((await configured.inject('/')).headers['content-security-policy']);
    const admin = String((await configured.inject('/app/')).headers['content-security-policy']);
    await configured.close();
    expect(storefront).toContain("connect-src 'self' http://127.0.0.1:9100;");
    expect(storefront).toContain("img-src 'self' data: https: http://127.0.0.1:9100;");
    expect(admin).toContain("connect-src 'self';");
  });

  it("let the admin reach ADMIN_API_URL's origin, and only the admin", async () => {
    const configured = await buildTestApp(database, {
      apps: { storefront: join(dir, 'storefront'), admin: join(dir, 'admin') },
      contentSecurity: contentSecuritySourcesFromEnv({ ADMIN_API_URL: 'http://127.0.0.1:9100/' }),
    });
    const storefront = String((await configured.inject('/')).headers['content-security-policy']);
    const admin = String((await configured.inject('/app/')).headers['content-security-policy']);
    await configured.close();
    expect(admin).toContain("connect-src 'self' http://127.0.0.1:9100;");
    expect(storefront).toContain("connect-src 'self';");
  });
});

describe('HSTS', () => {
  it('is not sent over plain HTTP, nor when an untrusted client claims https', async () => {
    expect((await app.inject('/')).headers['strict-transport-security']).toBeUndefined();
    const claimed = await app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over TLS', async () => {
    const viaTls = await behindProxy.inject({
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const viaHttp = await behindProxy.inject({
      url: '/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no one unless set', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('')).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('takes a number as the count of hops to trust', () => {
    const trust = trustProxyFromEnv('1');
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.2', 1)).toBe(false);
  });
});
