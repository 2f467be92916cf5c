import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { createRegion, seedCurrencies } from '../../../test/fixtures/carts.ts';
import { createPriceList, pricedProduct } from '../../../test/fixtures/price-lists.ts';

/** A list's prices: batch add and replace, batch delete, per product and variant; products. */

let database: Database;
let admin: FastifyInstance;
let regionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  await seedCurrencies(admin);
  regionId = (await createRegion(admin)).id;
});

afterAll(async () => {
  await admin?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  admin.inject({ method, url, ...(payload ? { payload } : {}) });
type Price = { id: string; variant_id: string; amount: number; currency_code: string };
const amounts = (prices: Price[]) => prices.map((p) => p.amount).sort((a, b) => a - b);

describe('price list prices', () => {
  it('adds prices in a batch, updates by id, and replaces a variant’s prices with override', async () => {
    const one = await pricedProduct(admin, regionId);
    const two = await pricedProduct(admin, regionId);
    const list = await createPriceList(admin, {
      prices: [
        { variant_id: one.variantId, region_id: regionId, amount: 900 },
        { variant_id: two.variantId, region_id: regionId, amount: 950 },
      ],
    });
    const url = `/admin/price-lists/${list.id}/prices/batch`;
    const priceOfOne = list.prices.find((p: Price) => p.variant_id === one.variantId).id;
    const added = expectContract(
      'AdminAddPriceListPrices',
      await call('POST', url, {
        prices: [
          { id: priceOfOne, variant_id: one.variantId, region_id: regionId, amount: 850 },
          { variant_id: one.variantId, currency_code: 'usd', amount: 990, min_quantity: 10 },
        ],
      }),
    ).price_list;
    expect(amounts(added.prices)).toEqual([850, 950, 990]);
    expect(added.prices.find((p: Price) => p.id === priceOfOne).amount).toBe(850);

    const replaced = expectContract(
      'AdminAddPriceListPrices',
      await call('POST', url, {
        override: true,
        prices: [{ variant_id: one.variantId, currency_code: 'eur', amount: 800 }],
      }),
    ).price_list;
    // Variant one has only the new price; variant two keeps its own.
    expect(replaced.prices.map((p: Price) => [p.variant_id, p.amount])).toEqual([
      [two.variantId, 950],
      [one.variantId, 800],
    ]);
  });

  it('refuses a batch that names another list’s price or an unknown list', async () => {
    const { variantId } = await pricedProduct(admin, regionId);
    const other = await createPriceList(admin, {
      prices: [{ variant_id: variantId, currency_code: 'usd', amount: 100 }],
    });
    const list = await createPriceList(admin, {});
    const url = `/admin/price-lists/${list.id}/prices/batch`;
    const foreign = await call('POST', url, {
      prices: [{ id: other.prices[0].id, variant_id: variantId, currency_code: 'usd', amount: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('unknown_reference');
    const unknownList = await call('POST', '/admin/price-lists/pl_nope/prices/batch', {
      prices: [{ variant_id: variantId, currency_code: 'usd', amount: 1 }],
    });
    expect(unknownList.statusCode).toBe(404);
    const removeForeign = await call('DELETE', url, { price_ids: [other.prices[0].id] });
    expect(removeForeign.statusCode).toBe(400);
    const otherAfter = expectContract(
      'AdminGetPriceList',
      await call('GET', `/admin/price-lists/${other.id}`),
    );
    expect(otherAfter.price_list.prices).toEqual(other.prices);
  });

  it('deletes prices by id, by variant and by product', async () => {
    const one = await pricedProduct(admin, regionId);
    const two = await pricedProduct(admin, regionId);
    const list = await createPriceList(admin, {
      prices: [
        { variant_id: one.variantId, currency_code: 'usd', amount: 1 },
        { variant_id: one.variantId, currency_code: 'eur', amount: 2 },
        { variant_id: two.variantId, currency_code: 'usd', amount: 3 },
        { variant_id: two.variantId, currency_code: 'eur', amount: 4 },
      ],
    });
    // Prices made in one statement share a millisecond, so find them by what they are.
    const idOf = (variantId: string, currency: string) =>
      list.prices.find((p: Price) => p.variant_id === variantId && p.currency_code === currency)
        .id as string;
    const [p1, p2, p3, p4] = [
      idOf(one.variantId, 'usd'),
      idOf(one.variantId, 'eur'),
      idOf(two.variantId, 'usd'),
      idOf(two.variantId, 'eur'),
    ];
    const base = `/admin/price-lists/${list.id}`;

    const byId = expectContract(
      'AdminRemovePriceListPrices',
      await call('DELETE', `${base}/prices/batch`, { price_ids: [p1] }),
    );
    expect(byId).toEqual({ ids: [p1], object: 'money-amount', deleted: true });

    const byVariant = expectContract(
      'AdminDeletePriceListVariantPrices',
      await call('DELETE', `${base}/variants/${one.variantId}/prices`),
    );
    expect(byVariant).toEqual({ ids: [p2], object: 'money-amount', deleted: true });

    const byProduct = expectContract(
      'AdminDeletePriceListProductPrices',
      await call('DELETE', `${base}/products/${two.productId}/prices`),
    );
    expect(byProduct.ids.sort()).toEqual([p3, p4].sort());

    const left = expectContract('AdminGetPriceList', await call('GET', base)).price_list;
    expect(left.prices).toEqual([]);
    expect((await call('DELETE', `${base}/variants/variant_nope/prices`)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/products/prod_nope/prices`)).statusCode).toBe(404);
    expect(
      (await call('DELETE', '/admin/price-lists/pl_nope/prices/batch', { price_ids: ['ma_x'] }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the products with prices in the list, filtered like products', async () => {
    const one = await pricedProduct(admin, regionId);
    const two = await pricedProduct(admin, regionId);
    await pricedProduct(admin, regionId);
    const list = await createPriceList(admin, {
      prices: [
        { variant_id: one.variantId, currency_code: 'usd', amount: 1 },
        { variant_id: two.variantId, currency_code: 'usd', amount: 2 },
      ],
    });
    const page = async (query = '') =>
      expectContract(
        'AdminListPriceListProducts',
        await call('GET', `/admin/price-lists/${list.id}/products${query}`),
      );
    const all = await page('?order=created_at');
    expect(all.products.map((p: { id: string }) => p.id)).toEqual([one.productId, two.productId]);
    expect(all).toMatchObject({ count: 2, offset: 0, limit: 20 });
    const filtered = await page(`?product_id[]=${two.productId}`);
    expect(filtered.products.map((p: { id: string }) => p.id)).toEqual([two.productId]);
    expect((await page(`?q=${encodeURIComponent(one.product.title)}`)).count).toBe(1);
    expect((await page('?status[]=draft')).count).toBe(0);
    expect((await call('GET', '/admin/price-lists/pl_nope/products')).statusCode).toBe(404);
    // The admin product list filters by price list too.
    const products = expectContract(
      'AdminListProducts',
      await call('GET', `/admin/products?price_list_id[]=${list.id}`),
    );
    expect(products.count).toBe(2);
  });

  it('keeps list prices when the variant’s own prices are replaced, and refuses their ids', async () => {
    const { productId, variantId } = await pricedProduct(admin, regionId);
    const list = await createPriceList(admin, {
      prices: [{ variant_id: variantId, currency_code: 'usd', amount: 111 }],
    });
    const variantUrl = `/admin/products/${productId}/variants/${variantId}`;
    const updated = expectContract(
      'AdminUpdateProductVariant',
      await call('POST', variantUrl, { prices: [{ currency_code: 'usd', amount: 2500 }] }),
    ).product;
    const prices = updated.variants[0].prices as (Price & { price_list_id: string | null })[];
    expect(prices.map((p) => [p.price_list_id, p.amount])).toEqual([
      [list.id, 111],
      [null, 2500],
    ]);
    const stolen = await call('POST', variantUrl, {
      prices: [{ id: list.prices[0].id, currency_code: 'usd', amount: 1 }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toMatch(/is not a default price of variant/);
    const listAfter = expectContract(
      'AdminGetPriceList',
      await call('GET', `/admin/price-lists/${list.id}`),
    );
    expect(listAfter.price_list.prices[0].amount).toBe(111);
  });
});
