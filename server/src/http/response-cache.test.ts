import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAndShopperApps, staffAndShopperApps } from '../test/app.ts';
import { expectContract } from '../test/contract.ts';
import { seedProduct, seedRegion } from '../test/fixtures/products.ts';
import {
  answerSize,
  DEFAULT_RESPONSE_CACHE_MAX_BYTES,
  ResponseCache,
  responseCacheMaxBytesFromEnv,
  VERSION_CHECK_MS,
} from './response-cache.ts';

let apps: StaffAndShopperApps;
let admin: FastifyInstance;
let shop: FastifyInstance;
let product: { id: string; title: string };

beforeAll(async () => {
  apps = await staffAndShopperApps();
  ({ admin, shop } = apps);
  const region = await seedRegion(admin);
  product = await seedProduct(admin, region.id, { handle: 'cached-shirt' });
});

afterAll(() => apps?.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  shop.inject({ method: 'GET', url, headers });

describe('the store catalogue cache', () => {
  it('serves a repeated anonymous read from memory, byte for byte', async () => {
    const first = await read('/store/products?limit=5&q=cached');
    const second = await read('/store/products?limit=5&q=cached');
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expectContract('StoreListProducts', second);
  });

  it('sends the gzipped answer to a client that accepts gzip', async () => {
    const url = '/store/products?limit=5&q=shirt';
    const plain = await read(url);
    const zipped = await read(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['x-cache']).toBe('hit');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const refused = await read(url, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('shows an admin edit on the very next read', async () => {
    const url = `/store/products/${product.id}`;
    await read(url);
    expect((await read(url)).headers['x-cache']).toBe('hit');
    const edit = await admin.inject({
      method: 'POST',
      url: `/admin/products/${product.id}`,
      payload: { title: 'Renamed while cached' },
    });
    expectContract('AdminUpdateProduct', edit);
    const after = await read(url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(expectContract('StoreGetProduct', after).product.title).toBe('Renamed while cached');
  });

  it('keeps an answer per publishable key and never keeps an error', async () => {
    const url = '/store/products?limit=1';
    const unknown = { 'x-publishable-api-key': 'pk_unknown' };
    expect((await read(url, unknown)).statusCode).toBe(400);
    const again = await read(url, unknown);
    expect(again.statusCode).toBe(400);
    expect(again.headers['x-cache']).toBe('miss');
    await read(url);
    expect((await read(url)).headers['x-cache']).toBe('hit');
  });

  it('computes an answer once when many ask for it at the same time', async () => {
    const url = '/store/products?limit=3&q=shirt&offset=0';
    const answers = await Promise.all(Array.from({ length: 10 }, () => read(url)));
    expect(answers.map((answer) => answer.headers['x-cache']).sort()).toEqual([
      ...Array(9).fill('hit'),
      'miss',
    ]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('never serves or keeps a read for an unknown cart', async () => {
    const cart = await read('/store/products?limit=2&cart_id=cart_x');
    expect(cart.statusCode).toBe(404);
    expect(cart.headers['x-cache']).toBeUndefined();
  });
});

describe('ResponseCache across instances', () => {
  it('follows a bump made by another instance within the check interval', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const mine = new ResponseCache(apps.database.db, { now: clock });
    const other = new ResponseCache(apps.database.db, { now: clock });
    const version = await mine.currentVersion();
    mine.set('k', version, 'old');
    expect(mine.get('k', version)?.body.toString()).toBe('old');

    await other.bump();
    // Within the interval this instance still trusts what it read...
    expect(await mine.currentVersion()).toBe(version);
    now += VERSION_CHECK_MS;
    // ...and after it, reads the new version and drops the old answer.
    const next = await mine.currentVersion();
    expect(next).toBeGreaterThan(version);
    expect(mine.get('k', next)).toBeUndefined();
  });

  it('refuses an answer computed before a bump it has seen', async () => {
    const cache = new ResponseCache(apps.database.db);
    const before = await cache.currentVersion();
    await cache.bump();
    cache.set('late', before, 'stale');
    expect(cache.get('late', before)).toBeUndefined();
    expect(cache.get('late', await cache.currentVersion())).toBeUndefined();
  });
});

describe('the byte budget of the cache', () => {
  it('lets the least recently used answers go once the answers pass the budget', async () => {
    const body = 'x'.repeat(1000);
    const each = answerSize({ version: 0, body: Buffer.from(body) }, 'a');
    const cache = new ResponseCache(apps.database.db, { maxBytes: each * 3 });
    const version = await cache.currentVersion();
    cache.set('a', version, body);
    cache.set('b', version, body);
    cache.set('c', version, body);
    // Read last, so 'b' is now the least recently used of the three.
    expect(cache.get('a', version)?.body.toString()).toBe(body);
    cache.set('d', version, body);
    expect(cache.get('b', version)).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(cache.get(key, version)?.body.toString()).toBe(body);
    cache.set('e', version, body);
    cache.set('f', version, body);
    expect(['a', 'c', 'd', 'e', 'f'].filter((key) => cache.get(key, version))).toEqual([
      'd',
      'e',
      'f',
    ]);
  });

  it('never keeps an answer larger than the whole budget', async () => {
    const cache = new ResponseCache(apps.database.db, { maxBytes: 1000 });
    const version = await cache.currentVersion();
    cache.set('small', version, 'ok');
    cache.set('huge', version, 'x'.repeat(2000));
    expect(cache.get('huge', version)).toBeUndefined();
    expect(cache.get('small', version)?.body.toString()).toBe('ok');
  });

  it('takes its size from RESPONSE_CACHE_MAX_BYTES, the default when unset', () => {
    expect(responseCacheMaxBytesFromEnv('1048576')).toBe(1_048_576);
    expect(responseCacheMaxBytesFromEnv(undefined)).toBe(DEFAULT_RESPONSE_CACHE_MAX_BYTES);
    expect(responseCacheMaxBytesFromEnv('')).toBe(DEFAULT_RESPONSE_CACHE_MAX_BYTES);
  });
});
