import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, executeRows } from '../../../db/database.ts';
import { responseCacheOf } from '../../../http/response-cache.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { createRegion, seedCurrencies, signUp } from '../../../test/fixtures/carts.ts';
import { createGroup, createPriceList } from '../../../test/fixtures/price-lists.ts';
import { seedProduct } from '../../../test/fixtures/products.ts';
import { driverStatementsDuring } from '../../../test/statement-log.ts';
import { type PriceQuery, priceOptions } from './context.ts';
import { type LoadOptions, loadProducts } from './load.ts';
import { readStorePage, readStoreProduct } from './page.ts';
import { listProductRows, type ProductFilter } from './repository.ts';

/*
 * The one-statement page read (page.ts) answers what the relation-by-relation read
 * (listProductRows + loadProducts) answers, field for field, for every pricing context a
 * store read can have: none, a region, a currency, a customer in a group (as a cart or a
 * signed-in shopper prices), at moments inside and outside the lists' windows.
 */

let database: Database;
let admin: FastifyInstance;
let regionId: string;
let grossRegionId: string;
let memberId: string;
let outsiderId: string;

const post = async (url: string, payload: object) => {
  const response = await admin.inject({ method: 'POST', url, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.json();
};

const hour = 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  const store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin)).id;
  grossRegionId = (
    await createRegion(admin, { name: 'Nordics', countries: ['se'], includes_tax: true })
  ).id;
  memberId = (await signUp(store, 'member@example.com')).customerId;
  outsiderId = (await signUp(store, 'outsider@example.com')).customerId;
  await store.close();
  const group = await createGroup(admin, [memberId]);

  const { collection } = await post('/admin/collections', { title: 'Summer', handle: 'summer' });
  const category = async (name: string, extra: object) =>
    (await post('/admin/product-categories', { name, ...extra })).product_category;
  const categories = [
    await category('Tops', { is_active: true, rank: 1 }),
    await category('Hidden', { is_active: false }),
    await category('Internal', { is_active: true, is_internal: true }),
  ];

  const shirt = await seedProduct(admin, regionId, { collection_id: collection.id });
  await seedProduct(admin, regionId, {
    title: 'Plain',
    handle: 'plain',
    images: [],
    tags: [],
    metadata: { fabric: 'linen', sizes: [1, 2] },
  });
  const suit = await seedProduct(admin, grossRegionId, {
    title: 'Suit',
    handle: 'suit',
    weight: 1.25,
    options: [{ title: 'Size' }, { title: 'Colour' }],
    variants: ['S', 'M', 'L'].map((size, rank) => ({
      title: `Suit ${size}`,
      inventory_quantity: rank,
      allow_backorder: size === 'L',
      prices: [
        { currency_code: 'usd', amount: 10000 + rank },
        { currency_code: 'eur', amount: 9000 },
        { region_id: grossRegionId, amount: 9500 },
      ],
      options: [{ value: size }, { value: 'Navy' }],
    })),
  });
  await seedProduct(admin, regionId, { title: 'Secret', handle: 'secret', status: 'draft' });
  await seedProduct(admin, regionId, { title: 'Empty', handle: 'empty', variants: [] });
  for (const c of categories) {
    await post(`/admin/product-categories/${c.id}/products/batch`, {
      product_ids: [{ id: shirt.id }, { id: suit.id }],
    });
  }
  // One variant deleted: it and its option values leave the page.
  const [gone] = suit.variants;
  await admin.inject({ method: 'DELETE', url: `/admin/products/${suit.id}/variants/${gone.id}` });

  const [small, medium] = shirt.variants;
  const suitM = suit.variants[1].id;
  await createPriceList(admin, {
    type: 'sale',
    prices: [
      { variant_id: small.id, region_id: regionId, amount: 1200 },
      { variant_id: small.id, region_id: regionId, amount: 1000, min_quantity: 3 },
      { variant_id: suitM, currency_code: 'eur', amount: 8000 },
    ],
  });
  await createPriceList(admin, {
    type: 'override',
    prices: [
      { variant_id: medium.id, currency_code: 'usd', amount: 2500 },
      { variant_id: suitM, region_id: grossRegionId, amount: 9900 },
    ],
  });
  await createPriceList(admin, {
    type: 'sale',
    includes_tax: true,
    customer_groups: [{ id: group.id }],
    prices: [
      { variant_id: small.id, region_id: regionId, amount: 1300 },
      { variant_id: suitM, region_id: grossRegionId, amount: 7000 },
    ],
  });
  await createPriceList(admin, {
    status: 'draft',
    prices: [{ variant_id: small.id, region_id: regionId, amount: 100 }],
  });
  await createPriceList(admin, {
    starts_at: iso(-2 * hour),
    ends_at: iso(2 * hour),
    prices: [{ variant_id: medium.id, currency_code: 'eur', amount: 500 }],
  });
});

afterAll(async () => {
  await admin?.close();
  await database?.close();
});

/** Both reads of one page, JSON as the wire sends them. */
async function bothReads(filter: ProductFilter, options: LoadOptions) {
  const [rows, count] = await listProductRows(database.db, filter);
  const before = { products: await loadProducts(database.db, rows, options), count };
  const after = await readStorePage(database.db, filter, options);
  return { before: JSON.parse(JSON.stringify(before)), after: JSON.parse(JSON.stringify(after)) };
}

const page: ProductFilter = { limit: 20, offset: 0, store: true };
const moments = [new Date(), new Date(Date.now() - 3 * hour), new Date(Date.now() + 3 * hour)];

describe('a page read in one statement', () => {
  it('answers what the relation-by-relation read answers, for every pricing context', async () => {
    const contexts: Array<[PriceQuery, string | null]> = [
      [{}, null],
      [{ region_id: regionId }, null],
      [{ region_id: regionId }, memberId],
      [{ region_id: regionId }, outsiderId],
      [{ region_id: grossRegionId }, memberId],
      [{ currency_code: 'usd' }, null],
      [{ currency_code: 'eur' }, memberId],
    ];
    let compared = 0;
    for (const [query, customer] of contexts) {
      const prices = await priceOptions(database.db, query, customer);
      for (const at of moments) {
        const options: LoadOptions = {
          store: true,
          ...prices,
          ...(prices.pricing ? { pricing: { ...prices.pricing, at } } : {}),
        };
        const { before, after } = await bothReads(page, options);
        expect(after, JSON.stringify({ query, customer, at })).toEqual(before);
        compared += after.products.length;
      }
    }
    // Four published products (the draft stays out), in every context.
    expect(compared).toBe(4 * contexts.length * moments.length);
  });

  it('keeps the order, paging and filters of the list', async () => {
    const prices = await priceOptions(database.db, { region_id: regionId }, memberId);
    for (const filter of [
      { ...page, order: 'title' },
      { ...page, order: '-title', limit: 2, offset: 1 },
      { ...page, q: 'shirt' },
      { ...page, handle: 'suit' },
      { ...page, offset: 10 },
    ]) {
      const { before, after } = await bothReads(filter, { store: true, ...prices });
      expect(after, JSON.stringify(filter)).toEqual(before);
    }
  });

  it('limits a page and a product to channels as the relation-by-relation read does', async () => {
    const prices = await priceOptions(database.db, { region_id: regionId }, memberId);
    const options: LoadOptions = { store: true, ...prices };
    const channels = (await admin.inject({ url: '/admin/sales-channels' })).json().sales_channels;
    const inDefault = [channels[0].id as string];
    for (const sales_channel_id of [inDefault, [], ['sc_none']]) {
      const { before, after } = await bothReads({ ...page, sales_channel_id }, options);
      expect(after, JSON.stringify(sales_channel_id)).toEqual(before);
    }
    const { before } = await bothReads(page, options);
    for (const shown of before.products) {
      for (const scope of [null, inDefault, []]) {
        const one = await readStoreProduct(database.db, shown.id, scope, options);
        expect(JSON.parse(JSON.stringify(one ?? null))).toEqual(scope?.length === 0 ? null : shown);
      }
    }
  });

  it('prices a variant per customer group and window exactly', async () => {
    const member = await priceOptions(database.db, { region_id: regionId }, memberId);
    const { after } = await bothReads(
      { ...page, handle: 'blue-shirt' },
      {
        store: true,
        ...member,
      },
    );
    const small = after.products[0].variants[0];
    // The member's list includes tax (1300 gross = 1040 net) and beats the public sale (1200).
    expect(small).toMatchObject({
      original_price: 1600,
      calculated_price: 1300,
      calculated_price_type: 'sale',
      calculated_price_incl_tax: 1300,
    });
    // The draft list's price stays staff-only.
    expect(small.prices.map((p: { amount: number }) => p.amount)).not.toContain(100);
  });
});

describe('the store product routes', () => {
  it('answer with the one-statement read', async () => {
    const body = expectContract(
      'StoreListProducts',
      await admin.inject({ url: `/store/products?region_id=${regionId}&limit=2` }),
    );
    expect(body).toMatchObject({ count: 4, limit: 2, offset: 0 });
    const one = expectContract(
      'StoreGetProduct',
      await admin.inject({ url: `/store/products/${body.products[0].id}?region_id=${regionId}` }),
    );
    expect(one.product).toEqual(body.products[0]);
    // The id reaches a prepared statement (as a literal on PGlite): a quote is just text.
    const quoted = await admin.inject({
      url: `/store/products/${encodeURIComponent("x' OR '1'='1")}`,
    });
    expect(quoted.statusCode).toBe(404);
    const [first] = body.products;
    const keyed = await admin.inject({
      url: `/store/products/${first.id}?sales_channel_id=${encodeURIComponent("sc_'x")}`,
    });
    expect(keyed.statusCode).toBe(404);
  });
});

describe('the statements built once', () => {
  it('take quotes and backslashes as text, whatever standard_conforming_strings says', async () => {
    const [first] = (await readStorePage(database.db, page, { store: true })).products;
    if (!first) throw new Error('no product');
    const channels = (await admin.inject({ url: '/admin/sales-channels' })).json().sales_channels;
    const hostile = ["x\\' OR true --", 'x\\', "x'"];
    // Both drivers bind the values; on PGlite (one session) the setting reaches the read.
    await executeRows(database.db, sql`SET standard_conforming_strings = off`);
    try {
      for (const text of hostile) {
        expect(await readStoreProduct(database.db, text, null, { store: true })).toBeUndefined();
        expect(await readStoreProduct(database.db, first.id, [text], {})).toBeUndefined();
        const inChannel = await readStoreProduct(database.db, first.id, [text, channels[0].id], {
          store: true,
        });
        expect(inChannel?.id).toBe(first.id);
      }
    } finally {
      await executeRows(database.db, sql`RESET standard_conforming_strings`);
    }
  });
});

describe('the statements of a store product read', () => {
  /**
   * The statements a store read sends, but the catalogue cache's version check; `fresh`
   * empties the cache first (a bump, as an admin write does), so the handler runs.
   */
  async function statementsOf(url: string, fresh = false) {
    if (fresh) await responseCacheOf(database.db).bump();
    const statements = await driverStatementsDuring(database.db, async () => {
      const response = await admin.inject({ url });
      expect(response.statusCode, response.body).toBe(200);
    });
    return statements.filter((statement) => !statement.includes('cache_version'));
  }
  const uncached = true;

  it('reads a priced page in one statement beside its region or cart, however many products', async () => {
    const cart = (await post('/store/carts', { region_id: regionId })).cart;
    for (const limit of [1, 20]) {
      const list = await statementsOf(
        `/store/products?limit=${limit}&region_id=${regionId}`,
        uncached,
      );
      expect(list, list.join('\n')).toHaveLength(2);
      const forCart = await statementsOf(
        `/store/products?limit=${limit}&cart_id=${cart.id}`,
        uncached,
      );
      // The cart, its region and the page; and the cart again by the catalogue cache, for
      // the key before and the check after (an answer is kept only if the cart still
      // prices the same), on this miss only.
      expect(forCart, forCart.join('\n')).toHaveLength(5);
    }
    const [first] = (await readStorePage(database.db, page, { store: true })).products;
    const one = await statementsOf(`/store/products/${first?.id}?region_id=${regionId}`, uncached);
    expect(one, one.join('\n')).toHaveLength(2);
  });

  it('answers a guest cart’s cached page after one read of the cart', async () => {
    const cart = (await post('/store/carts', { region_id: regionId })).cart;
    const url = `/store/products?limit=20&cart_id=${cart.id}`;
    await statementsOf(url);
    const hit = await statementsOf(url);
    expect(hit, hit.join('\n')).toHaveLength(1);
  });
});
