import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { buildTestApp, type StaffAndShopperApps, staffAndShopperApps } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { seedProduct, seedRegion } from '../test/fixtures/products.ts';

/*
 * The server side of the rendered storefront over a fixture entry that keeps the
 * storefront's contract (test/fixtures/ssr-storefront): the real app, database and page
 * cache; the real storefront's HTML is checked by the e2e journeys.
 */

const FIXTURE = join(import.meta.dirname, '../test/fixtures/ssr-storefront/app');

/** A destination that keeps the log's JSON lines. */
function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { destination, lines };
}

let apps: StaffAndShopperApps;
let shop: FastifyInstance;
let admin: FastifyInstance;
let product: { id: string; handle: string; title: string };
let regionId: string;
const log = capturedLog();

beforeAll(async () => {
  apps = await staffAndShopperApps({
    apps: { storefront: FIXTURE },
    loggerInstance: createLogger({ level: 'info', pretty: false, destination: log.destination }),
  });
  ({ shop, admin } = apps);
  const region = await seedRegion(admin);
  regionId = region.id;
  // Regions a first visit's browser can name (en-US, de-DE).
  await seedRegion(admin, { name: 'North America', currency_code: 'usd', countries: ['us'] });
  await seedRegion(admin, { name: 'Germany', countries: ['de'] });
  product = (await seedProduct(admin, region.id, { title: 'Blue Shirt' })) as {
    id: string;
    handle: string;
    title: string;
  };
});

afterAll(async () => {
  await apps?.close();
});

/** The `script-src` sources of a response's Content-Security-Policy. */
function scriptSources(page: LightMyRequestResponse): string[] {
  const policy = String(page.headers['content-security-policy']);
  const directive = policy.split('; ').find((part) => part.startsWith('script-src '));
  return directive?.split(' ').slice(1) ?? [];
}

/** Each inline script a browser runs: its attributes and text (no `src`, no data block). */
function inlineScripts(html: string): Array<{ attributes: string; text: string }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', text = '']) => ({ attributes, text }))
    .filter(({ attributes }) => !/\bsrc=|type="application\//.test(attributes));
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('a rendered storefront page', () => {
  it('is the product page with its title, price, JSON-LD and links, as HTML', async () => {
    const page = await shop.inject(`/products/${product.handle}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain('<title>Blue Shirt | Store</title>');
    expect(page.body).toContain('<p class="price">20.00 USD</p>');
    expect(jsonLd(page.body)).toMatchObject({ '@type': 'Product', name: 'Blue Shirt' });
    expect(page.body).toContain('<a href="/products">All products</a>');
    // The entry's own router manifest is the one used (its extra preload).
    expect(page.body).toContain('<link rel="modulepreload" href="/assets/from-the-entry.js"');
    expect(page.body).toContain('<script type="module" src="/assets/entry-client.js" async');
  });

  it('is the listing with a link to each product', async () => {
    const page = await shop.inject('/products');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<a href="/products/${product.handle}">Blue Shirt</a>`);
  });

  it("answers 404 with the storefront's not-found page, rendered each time", async () => {
    const first = await shop.inject('/products/no-such-shirt');
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('<h1>Page not found</h1>');
    // Anyone can make up a new missing URL per request: kept, they would push out the
    // pages shoppers ask for.
    const again = await shop.inject('/products/no-such-shirt');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBe('miss');
  });

  it('leaves the API, the admin paths and the files to the server', async () => {
    const api = await shop.inject('/store/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    const adminPage = await shop.inject('/app/orders');
    expect(adminPage.statusCode).toBe(404);
    expect(adminPage.headers['content-type']).toMatch(/^application\/json/);
    const file = await shop.inject('/assets/entry-client.js');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/javascript/);
    expect((await shop.inject('/robots.txt')).headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('the page cache', () => {
  it('renders a page once and serves the next requests from the cache', async () => {
    const miss = await shop.inject('/products?cache=1');
    const hit = await shop.inject('/products?cache=1');
    expect(miss.headers['x-cache']).toBe('miss');
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.statusCode).toBe(200);
    expect(hit.headers['cache-control']).toBe('private, no-cache');
    expect(hit.body).toBe(miss.body);
  });

  it('keeps a page per language and region', async () => {
    const english = await shop.inject('/products?variant=1');
    const german = await shop.inject({ url: '/products?variant=1', cookies: { store_lang: 'de' } });
    const regional = await shop.inject({
      url: '/products?variant=1',
      cookies: { store_region: `${regionId}:dk` },
    });
    expect(english.headers['x-cache']).toBe('miss');
    expect(german.headers['x-cache']).toBe('miss');
    expect(regional.headers['x-cache']).toBe('miss');
    expect(english.headers.vary).toBe('cookie, accept-language, accept-encoding');
    const regionalAgain = await shop.inject({
      url: '/products?variant=1',
      cookies: { store_region: `${regionId}:dk` },
    });
    expect(regionalAgain.headers['x-cache']).toBe('hit');
  });

  it("keeps a first visit's page per the region its browser names, never another's", async () => {
    const url = '/products?first-visit=1';
    const visit = (acceptLanguage: string, cookies: Record<string, string> = {}) =>
      shop.inject({ url, headers: { 'accept-language': acceptLanguage }, cookies });
    const american = await visit('en-US,en;q=0.9');
    const german = await visit('de-DE,de;q=0.9');
    expect([american.headers['x-cache'], german.headers['x-cache']]).toEqual(['miss', 'miss']);
    expect(american.body).toContain('<p id="region">North America us usd</p>');
    expect(german.body).toContain('<p id="region">Germany de eur</p>');
    // Each is kept and served to the next browser that names the same region.
    const americanAgain = await visit('en-us;q=0.9, xx-ZZ;q=0.1');
    const germanAgain = await visit('de-DE');
    expect([americanAgain.headers['x-cache'], germanAgain.headers['x-cache']]).toEqual([
      'hit',
      'hit',
    ]);
    expect(americanAgain.body).toBe(american.body);
    expect(germanAgain.body).toBe(german.body);
    // A browser naming no region's country, and a chosen region, are pages of their own.
    const british = await visit('en-GB');
    expect(british.body).toContain('<p id="region">default</p>');
    const chosen = await visit('en-US', { store_region: `${regionId}:dk` });
    expect(chosen.body).toContain('<p id="region">Europe dk eur</p>');
    expect(chosen.headers['x-cache']).toBe('miss');
  });

  it('answers a hostile 10 KB Accept-Language with the default region', async () => {
    const hostile = `${'zz-QQ;q=0.5,'.repeat(850)}en-US`;
    expect(hostile.length).toBeGreaterThan(10_000);
    const page = await shop.inject({
      url: '/products?hostile=1',
      headers: { 'accept-language': hostile },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p id="region">default</p>');
  });

  it('keeps no page for a region cookie naming no region of the store', async () => {
    for (const store_region of ['reg_made_up', `reg_${'x'.repeat(300)}`]) {
      const first = await shop.inject({ url: '/products?made-up=1', cookies: { store_region } });
      const second = await shop.inject({ url: '/products?made-up=1', cookies: { store_region } });
      expect(first.statusCode).toBe(200);
      expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'miss']);
    }
    // The store's own region is still kept.
    await shop.inject({ url: '/products?made-up=1', cookies: { store_region: regionId } });
    const kept = await shop.inject({
      url: '/products?made-up=1',
      cookies: { store_region: regionId },
    });
    expect(kept.headers['x-cache']).toBe('hit');
  });

  it('keeps no page the entry gives no key', async () => {
    const first = await shop.inject('/products?nokeep=1');
    const second = await shop.inject('/products?nokeep=1');
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('miss');
    expect(second.body).toContain('<h1>All products</h1>');
  });

  it('sends a hit as its stored brotli or gzip copy, or as it is', async () => {
    const url = '/products?encoding=1';
    const plain = await shop.inject(url);
    const brotli = await shop.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await shop.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    const identity = await shop.inject(url);
    expect(brotli.headers['x-cache']).toBe('hit');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(identity.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('renders again after a product edit (the catalogue version bump)', async () => {
    const url = `/products/${product.handle}?edit=1`;
    await shop.inject(url);
    expect((await shop.inject(url)).headers['x-cache']).toBe('hit');
    const edited = await admin.inject({
      method: 'POST',
      url: `/admin/products/${product.id}`,
      payload: { title: 'Green Shirt' },
    });
    expect(edited.statusCode).toBe(200);
    // The shopper's app is another instance: it reads the version at most once a second.
    await expect
      .poll(async () => (await shop.inject(url)).body, { timeout: 5_000, interval: 100 })
      .toContain('<h1>Green Shirt</h1>');
    await admin.inject({
      method: 'POST',
      url: `/admin/products/${product.id}`,
      payload: { title: 'Blue Shirt' },
    });
  });

  it("never keeps a shopper's own page (no-store from the entry)", async () => {
    const first = await shop.inject('/account');
    const second = await shop.inject('/account');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(second.headers['cache-control']).toBe('private, no-store');
    expect(second.headers['x-cache']).toBe('miss');
  });
});

describe('the Content-Security-Policy of a page', () => {
  it('allows the rendered page its inline scripts by the nonce they carry', async () => {
    const page = await shop.inject('/products?csp=1');
    expect(page.headers['x-cache']).toBe('miss');
    const sources = scriptSources(page);
    const nonces = sources.filter((source) => source.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    const nonce = nonces[0]?.slice(7, -1);
    const scripts = inlineScripts(page.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(sources).toEqual(["'self'", `'nonce-${nonce}'`]);
  });

  it("allows a cached page's inline scripts by their hashes, and nothing else", async () => {
    await shop.inject('/products?csp=2');
    const page = await shop.inject('/products?csp=2');
    expect(page.headers['x-cache']).toBe('hit');
    const scripts = inlineScripts(page.body);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scriptSources(page)).toEqual([
      "'self'",
      ...scripts.map(({ text }) => sha256Source(text)),
    ]);
  });

  it('changes nothing else: styles from the origin only, no inline script attributes', async () => {
    const page = await shop.inject('/products?csp=3');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('the inner API reads of a render', () => {
  it("are anonymous: the shopper's cookie never reaches them", async () => {
    const customer = { email: 'ssr@example.com', password: 'ssr password', first_name: 'S' };
    await shop.inject({
      method: 'POST',
      url: '/store/customers',
      payload: { ...customer, last_name: 'R' },
    });
    const signIn = await shop.inject({
      method: 'POST',
      url: '/store/auth',
      payload: { email: customer.email, password: customer.password },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
    // The cookie is a live session: the API knows the shopper by it.
    const me = await shop.inject({ url: '/store/customers/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const page = await shop.inject({ url: '/account', headers: { cookie } });
    expect(page.body).toContain('<p id="shopper">anonymous</p>');
  });

  it("carry the page's request id and are not logged as shoppers' requests", async () => {
    log.lines.length = 0;
    const page = await shop.inject('/account');
    const pageId = String(page.headers['x-request-id']);
    expect(page.body).toContain(`<p id="api-request-id">${pageId}</p>`);
    const direct = await shop.inject('/store/customers/me');
    expect(direct.statusCode).toBe(401);
    const urls = log.lines
      .filter((line) => line.msg === 'request completed')
      .map((line) => (line.req as { url: string }).url);
    // The shopper's own read is logged; the page's read of the same URL is not.
    expect(urls).toEqual(['/store/customers/me']);
    expect(log.lines.filter((line) => line.reqId === pageId)).toEqual([]);
  });

  it('cannot be faked by a shopper sending the header', async () => {
    log.lines.length = 0;
    await shop.inject({ url: '/store/customers/me', headers: { 'x-inner-request': '1' } });
    expect(log.lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  });
});

describe('a render that fails or is left', () => {
  it('answers a render that throws with a plain 500 page, and logs it', async () => {
    log.lines.length = 0;
    const page = await shop.inject('/broken');
    expect(page.statusCode).toBe(500);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<h1>Something went wrong</h1>');
    expect(page.body).not.toContain('<script');
    expect(scriptSources(page)).toEqual(["'self'"]);
    const logged = log.lines.find((line) => line.level === 50);
    expect(logged?.msg).toBe('storefront page could not be rendered');
    expect((logged?.err as { message?: string } | undefined)?.message).toBe(
      'the fixture cannot render /broken',
    );
  });

  it('stops rendering when the shopper closes the connection', async () => {
    const server = await buildTestApp(apps.database, { apps: { storefront: FIXTURE } });
    try {
      await server.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.server.address() as AddressInfo;
      const abortedBefore = async () =>
        /<p id="aborted">(\d+)<\/p>/.exec((await server.inject('/aborted')).body)?.[1];
      const before = Number(await abortedBefore());
      await new Promise<void>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path: '/slow' }, (response) => {
          // The first part arrived: the render is under way; the shopper leaves.
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) => {
          if (!request.destroyed) reject(error);
        });
        request.end();
      });
      await expect
        .poll(async () => Number(await abortedBefore()), { timeout: 5_000, interval: 50 })
        .toBe(before + 1);
    } finally {
      await server.close();
    }
  });
});

describe('a storefront on another backend (STOREFRONT_API_URL, issue 25)', () => {
  let backend: FastifyInstance;
  let front: FastifyInstance;
  let apiUrl: string;
  const seen: Array<{ url: string; key: string | undefined }> = [];
  let publishableKey: string;

  beforeAll(async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/admin/publishable-api-keys',
      payload: { title: 'Storefront elsewhere' },
    });
    publishableKey = created.json().publishable_api_key.id;
    // The key shows the channels it names: every one of the store's, so the product too.
    const { sales_channels: channels } = (
      await admin.inject({ url: '/admin/sales-channels' })
    ).json() as { sales_channels: Array<{ id: string }> };
    await admin.inject({
      method: 'POST',
      url: `/admin/publishable-api-keys/${publishableKey}/sales-channels/batch`,
      payload: { sales_channel_ids: channels.map(({ id }) => ({ id })) },
    });
    // The other backend: this server's API on its own port, over HTTP, noting each read.
    backend = await buildTestApp(apps.database);
    backend.addHook('onRequest', async (request) => {
      const key = request.headers['x-publishable-api-key'];
      seen.push({ url: request.url, key: typeof key === 'string' ? key : undefined });
    });
    await backend.listen({ host: '127.0.0.1', port: 0 });
    apiUrl = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
    // The storefront's server has an empty store of its own: what it shows is the backend's.
    front = await buildTestApp(await testDatabase(), {
      apps: { storefront: FIXTURE },
      storefront: { apiUrl, publishableKey },
    });
  });

  afterAll(async () => {
    await front?.close();
    await backend?.close();
  });

  it("renders the backend's product, read over HTTP with the publishable key", async () => {
    seen.length = 0;
    const page = await front.inject(`/products/${product.handle}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Blue Shirt | Store</title>');
    expect(seen).toContainEqual({
      url: `/store/products?handle=${product.handle}`,
      key: publishableKey,
    });
    expect(String(page.headers['content-security-policy'])).toContain(
      `connect-src 'self' ${apiUrl};`,
    );
  });

  it('keeps no page: the backend changes its catalogue without our version bump', async () => {
    const first = await front.inject('/products?other-backend');
    const second = await front.inject('/products?other-backend');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'miss']);
    await admin.inject({
      method: 'POST',
      url: `/admin/products/${product.id}`,
      payload: { title: 'Blue Shirt, renamed elsewhere' },
    });
    const third = await front.inject('/products?other-backend');
    expect(third.body).toContain('Blue Shirt, renamed elsewhere');
    await admin.inject({
      method: 'POST',
      url: `/admin/products/${product.id}`,
      payload: { title: 'Blue Shirt' },
    });
  });
});

describe('a browser-only storefront build (no dist-ssr/)', () => {
  let dir: string;
  let browserOnly: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>store</title><div id="root">');
    browserOnly = await buildTestApp(apps.database, { apps: { storefront: dir } });
  });

  afterAll(async () => {
    await browserOnly?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('still answers every storefront page with its index.html', async () => {
    const page = await browserOnly.inject('/products/anything');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe('<!doctype html><title>store</title><div id="root">');
  });
});
