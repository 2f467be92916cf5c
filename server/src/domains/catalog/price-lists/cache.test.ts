import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { ANSWER_TTL_MS } from '../../../http/response-cache.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { createRegion, seedCurrencies, signUp } from '../../../test/fixtures/carts.ts';
import { createPriceList, pricedProduct } from '../../../test/fixtures/price-lists.ts';

/*
 * The store catalogue cache and time-bounded price lists: the end (or start) of a list's
 * window is no write, so nothing bumps the cache version; a cached answer may show the old
 * price until its lifetime (ANSWER_TTL_MS) is over, never longer. A signed-in shopper's reads
 * are kept apart, under their groups' pricing, so their first read past the end is computed
 * then. The answers' clock is `performance.now`
 * (lru-cache's), moved forward here instead of waiting ten seconds.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin)).id;
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

async function read(url: string, headers: Record<string, string> = {}) {
  const response = await store.inject({ method: 'GET', url, headers });
  const body = expectContract('StoreGetProduct', response);
  return { cache: response.headers['x-cache'], price: body.product.variants[0].calculated_price };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves the answers' clock forward by `ms`. */
async function advanceAnswerClock(ms: number): Promise<void> {
  const now = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => now() + ms);
  // lru-cache keeps its last reading for 1 ms (a timer); let that timer run.
  await sleep(5);
}

describe('price lists and the catalogue cache', () => {
  it('drops a price whose list has ended within the answer lifetime', async () => {
    const { productId, variantId } = await pricedProduct(admin, regionId);
    // Signing up hashes a password (slow), so it comes before the clock starts.
    const shopper = await signUp(store, `cache-${Date.now()}@example.com`);
    const endsIn = 1500;
    await createPriceList(admin, {
      ends_at: new Date(Date.now() + endsIn).toISOString(),
      prices: [{ variant_id: variantId, region_id: regionId, amount: 700 }],
    });
    const url = `/store/products/${productId}?region_id=${regionId}`;
    expect(await read(url)).toEqual({ cache: 'miss', price: 700 });
    expect(await read(url)).toEqual({ cache: 'hit', price: 700 });

    await sleep(endsIn + 100);
    // Past the end, the cached answer may still be served, but only within its lifetime…
    expect(await read(url)).toEqual({ cache: 'hit', price: 700 });
    // …while a signed-in shopper's first read, kept under their groups, sees the default price.
    expect(await read(url, shopper.headers)).toEqual({ cache: 'miss', price: 1000 });

    await advanceAnswerClock(ANSWER_TTL_MS + 1);
    expect(await read(url)).toEqual({ cache: 'miss', price: 1000 });
  });

  it('shows a list that starts later once the cached answer has expired', async () => {
    const { productId, variantId } = await pricedProduct(admin, regionId);
    const startsIn = 1500;
    await createPriceList(admin, {
      starts_at: new Date(Date.now() + startsIn).toISOString(),
      prices: [{ variant_id: variantId, region_id: regionId, amount: 650 }],
    });
    const url = `/store/products/${productId}?region_id=${regionId}&currency_code=eur`;
    expect(await read(url)).toEqual({ cache: 'miss', price: 1000 });
    await sleep(startsIn + 100);
    await advanceAnswerClock(ANSWER_TTL_MS + 1);
    expect(await read(url)).toEqual({ cache: 'miss', price: 650 });
  });

  it('shows a staff change to a list on the very next read', async () => {
    const { productId, variantId } = await pricedProduct(admin, regionId);
    const url = `/store/products/${productId}?region_id=${regionId}`;
    expect(await read(url)).toMatchObject({ price: 1000 });
    expect((await read(url)).cache).toBe('hit');
    await createPriceList(admin, {
      prices: [{ variant_id: variantId, region_id: regionId, amount: 880 }],
    });
    expect(await read(url)).toEqual({ cache: 'miss', price: 880 });
  });
});
