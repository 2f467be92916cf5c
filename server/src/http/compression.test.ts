import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAndShopperApps, staffAndShopperApps } from '../test/app.ts';
import { seedProduct, seedRegion } from '../test/fixtures/products.ts';
import { QUICK_BROTLI_UP_TO, QUICK_GZIP } from './compression.ts';
import { responseCacheOf } from './response-cache.ts';

let apps: StaffAndShopperApps;
let shop: FastifyInstance;

beforeAll(async () => {
  apps = await staffAndShopperApps();
  shop = apps.shop;
  const region = await seedRegion(apps.admin);
  for (const handle of ['zip-shirt', 'zip-hat', 'zip-scarf']) {
    await seedProduct(apps.admin, region.id, { handle });
  }
});

afterAll(() => apps?.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  shop.inject({ method: 'GET', url, headers });

describe('compressed answers', () => {
  const url = '/store/products?limit=3';
  /**
   * A read computed and compressed by the server: the catalogue cache (which answers a URL
   * from memory after its first read, gzip or plain) is emptied first, as an admin write does.
   */
  async function computed(path: string, headers: Record<string, string> = {}) {
    await responseCacheOf(apps.database.db).bump();
    return read(path, headers);
  }

  it('sends a JSON answer as brotli to a client that accepts it, same content', async () => {
    const plain = await computed(url);
    const zipped = await computed(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(zipped.headers.vary).toContain('accept-encoding');
    const body = brotliDecompressSync(zipped.rawPayload);
    expect(body.length).toBeGreaterThan(zipped.rawPayload.length * 3);
    expect(JSON.parse(body.toString())).toEqual(plain.json());
  });

  it('compresses an answer of a few KB at brotli quality 1, a cheap level (issue 29)', async () => {
    const two = '/store/products?limit=2';
    const plain = await computed(two, { 'accept-encoding': 'identity' });
    const zipped = await computed(two, { 'accept-encoding': 'br' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.rawPayload.length).toBeLessThanOrEqual(QUICK_BROTLI_UP_TO);
    const level = (quality: number) =>
      brotliCompressSync(plain.rawPayload, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality },
      });
    expect(level(1).equals(level(4))).toBe(false);
    expect(zipped.rawPayload.equals(level(1))).toBe(true);
  });

  it('compresses an answer of a few KB at gzip level 1 for a client without brotli', async () => {
    const two = '/store/products?limit=2';
    const plain = await computed(two, { 'accept-encoding': 'identity' });
    const zipped = await computed(two, { 'accept-encoding': 'gzip, deflate' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.rawPayload.length).toBeLessThanOrEqual(QUICK_BROTLI_UP_TO);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gzipSync(plain.rawPayload).equals(gzipSync(plain.rawPayload, QUICK_GZIP))).toBe(false);
    expect(zipped.rawPayload.equals(gzipSync(plain.rawPayload, QUICK_GZIP))).toBe(true);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('falls back to gzip, and to plain bytes when nothing is accepted', async () => {
    const gzip = await computed(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).count).toBe(3);
    const identity = await computed(url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().count).toBe(3);
  });

  it('leaves small answers as they are', async () => {
    const health = await read('/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('still fills the catalogue cache from a compressed answer', async () => {
    const cached = '/store/products?limit=2';
    const first = await computed(cached, { 'accept-encoding': 'br' });
    const second = await read(cached, { 'accept-encoding': 'gzip' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers['x-cache']).toBe('hit');
    expect(JSON.parse(gunzipSync(second.rawPayload).toString())).toEqual(
      JSON.parse(brotliDecompressSync(first.rawPayload).toString()),
    );
  });
});
