import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { createRegion, seedCurrencies } from '../../../test/fixtures/carts.ts';
import { createGroup, createPriceList, pricedProduct } from '../../../test/fixtures/price-lists.ts';

/** Price lists: create, read, list and filter, update, delete; refusals change nothing. */

let database: Database;
let admin: FastifyInstance;
let anonymous: FastifyInstance;
let regionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin)).id;
});

afterAll(async () => {
  await admin?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  admin.inject({ method, url, ...(payload ? { payload } : {}) });
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('price lists', () => {
  it('creates a list with groups, window and prices, and reads it back', async () => {
    const group = await createGroup(admin);
    const { variantId } = await pricedProduct(admin, regionId);
    const created = await createPriceList(admin, {
      name: 'Summer sale',
      description: 'June only',
      type: 'sale',
      status: 'draft',
      starts_at: '2030-06-01T00:00:00.000Z',
      ends_at: '2030-07-01T00:00:00.000Z',
      includes_tax: true,
      customer_groups: [{ id: group.id }],
      prices: [
        { variant_id: variantId, region_id: regionId, amount: 800 },
        { variant_id: variantId, currency_code: 'USD', amount: 900, min_quantity: 2 },
      ],
    });
    expect(created.id).toMatch(/^pl_[0-9A-Z]{26}$/);
    expect(created).toMatchObject({
      name: 'Summer sale',
      type: 'sale',
      status: 'draft',
      starts_at: '2030-06-01T00:00:00.000Z',
      ends_at: '2030-07-01T00:00:00.000Z',
      includes_tax: true,
      deleted_at: null,
    });
    expect(ids(created.customer_groups)).toEqual([group.id]);
    expect(created.prices).toHaveLength(2);
    const byRegion = (id: string | null) =>
      created.prices.find((p: { region_id: string | null }) => p.region_id === id);
    expect(byRegion(regionId)).toMatchObject({
      price_list_id: created.id,
      variant_id: variantId,
      region_id: regionId,
      currency_code: 'eur',
      amount: 800,
    });
    expect(byRegion(null)).toMatchObject({
      region_id: null,
      currency_code: 'usd',
      min_quantity: 2,
      max_quantity: null,
    });
    const got = expectContract(
      'AdminGetPriceList',
      await call('GET', `/admin/price-lists/${created.id}`),
    );
    expect(got.price_list).toEqual(created);
  });

  it('defaults to a draft list for everyone, without a window', async () => {
    const response = await call('POST', '/admin/price-lists', {
      name: 'Plain',
      description: '',
      type: 'override',
      prices: [],
    });
    const list = expectContract('AdminCreatePriceList', response).price_list;
    expect(list).toMatchObject({
      status: 'draft',
      starts_at: null,
      ends_at: null,
      includes_tax: false,
      customer_groups: [],
      prices: [],
    });
  });

  it('lists with filters, search, order and paging', async () => {
    const vip = await createGroup(admin);
    const a = await createPriceList(admin, { name: 'Alpha wholesale', type: 'override' });
    const b = await createPriceList(admin, {
      name: 'Beta',
      description: 'wholesale partners',
      status: 'draft',
      customer_groups: [{ id: vip.id }],
    });
    const page = async (query: string) =>
      expectContract('AdminListPriceLists', await call('GET', `/admin/price-lists?${query}`));

    const search = await page('q=wholesale&order=name');
    expect(ids(search.price_lists)).toEqual([a.id, b.id]);
    expect(search).toMatchObject({ count: 2, offset: 0, limit: 20 });
    expect(ids((await page('q=wholesale&type[]=override')).price_lists)).toEqual([a.id]);
    expect(ids((await page('q=wholesale&status[]=draft')).price_lists)).toEqual([b.id]);
    expect(ids((await page(`customer_groups[]=${vip.id}`)).price_lists)).toEqual([b.id]);
    expect(ids((await page('name=Beta')).price_lists)).toEqual([b.id]);
    expect(ids((await page(`id[]=${a.id}&id[]=${b.id}&order=-name`)).price_lists)).toEqual([
      b.id,
      a.id,
    ]);
    const paged = await page('q=wholesale&order=name&limit=1&offset=1');
    expect(paged).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(ids(paged.price_lists)).toEqual([b.id]);
    expect((await page('created_at[gt]=2999-01-01T00:00:00Z')).count).toBe(0);
    const wrongOrder = await call('GET', '/admin/price-lists?order=amount');
    expect(wrongOrder.statusCode).toBe(400);
  });

  it('updates fields, replaces the groups and upserts prices', async () => {
    const [first, second] = [await createGroup(admin), await createGroup(admin)];
    const { variantId } = await pricedProduct(admin, regionId);
    const list = await createPriceList(admin, {
      customer_groups: [{ id: first.id }],
      prices: [{ variant_id: variantId, region_id: regionId, amount: 700 }],
    });
    const priceId = list.prices[0].id;
    const updated = expectContract(
      'AdminUpdatePriceList',
      await call('POST', `/admin/price-lists/${list.id}`, {
        name: 'Renamed',
        type: 'override',
        status: 'draft',
        ends_at: '2031-01-01T00:00:00Z',
        customer_groups: [{ id: second.id }],
        prices: [
          { id: priceId, variant_id: variantId, region_id: regionId, amount: 650 },
          { variant_id: variantId, currency_code: 'usd', amount: 750 },
        ],
      }),
    ).price_list;
    expect(updated).toMatchObject({
      name: 'Renamed',
      type: 'override',
      status: 'draft',
      ends_at: '2031-01-01T00:00:00.000Z',
    });
    expect(ids(updated.customer_groups)).toEqual([second.id]);
    expect(updated.prices.map((p: { id: string; amount: number }) => [p.id, p.amount])).toEqual([
      [priceId, 650],
      [expect.any(String), 750],
    ]);
    // An update without groups or prices leaves them.
    const renamed = expectContract(
      'AdminUpdatePriceList',
      await call('POST', `/admin/price-lists/${list.id}`, { description: 'kept' }),
    ).price_list;
    expect(renamed.prices).toHaveLength(2);
    expect(ids(renamed.customer_groups)).toEqual([second.id]);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const { variantId } = await pricedProduct(admin, regionId);
    const list = await createPriceList(admin, { name: 'Untouched' });
    const refusals: [string, object, RegExp][] = [
      [
        '/admin/price-lists',
        {
          name: 'x',
          description: '',
          type: 'sale',
          prices: [{ variant_id: 'variant_nope', currency_code: 'usd', amount: 1 }],
        },
        /Variant with id: variant_nope/,
      ],
      [
        '/admin/price-lists',
        {
          name: 'x',
          description: '',
          type: 'sale',
          prices: [],
          customer_groups: [{ id: 'cgrp_nope' }],
        },
        /Customer group with id: cgrp_nope/,
      ],
      [
        `/admin/price-lists/${list.id}`,
        { starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' },
        /ends_at must be after starts_at/,
      ],
      [
        `/admin/price-lists/${list.id}`,
        { prices: [{ variant_id: variantId, amount: 5 }] },
        /currency_code or a region_id/,
      ],
      [
        `/admin/price-lists/${list.id}`,
        { prices: [{ variant_id: variantId, currency_code: 'xxx', amount: 5 }] },
        /Currency with id: xxx/,
      ],
      [
        `/admin/price-lists/${list.id}`,
        {
          name: 'Changed?',
          prices: [
            {
              variant_id: variantId,
              currency_code: 'usd',
              amount: 5,
              min_quantity: 5,
              max_quantity: 2,
            },
          ],
        },
        /min_quantity \(5\) must not be greater than max_quantity \(2\)/,
      ],
      ['/admin/price-lists', { name: 'x', description: '', type: 'gift', prices: [] }, /type/],
    ];
    for (const [url, payload, message] of refusals) {
      const response = await call('POST', url, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        type: 'invalid_data',
        message: expect.stringMatching(message),
      });
    }
    const after = expectContract(
      'AdminGetPriceList',
      await call('GET', `/admin/price-lists/${list.id}`),
    );
    expect(after.price_list).toEqual(list);
    expect((await call('GET', '/admin/price-lists/pl_nope')).statusCode).toBe(404);
    expect((await call('POST', '/admin/price-lists/pl_nope', { name: 'y' })).statusCode).toBe(404);
    expect((await anonymous.inject({ method: 'GET', url: '/admin/price-lists' })).statusCode).toBe(
      401,
    );
  });

  it('deletes a list: it is gone from reads and its prices from the variant', async () => {
    const { productId, variantId } = await pricedProduct(admin, regionId);
    const list = await createPriceList(admin, {
      prices: [{ variant_id: variantId, region_id: regionId, amount: 500 }],
    });
    const deleted = expectContract(
      'AdminDeletePriceList',
      await call('DELETE', `/admin/price-lists/${list.id}`),
    );
    expect(deleted).toEqual({ id: list.id, object: 'price-list', deleted: true });
    expect((await call('GET', `/admin/price-lists/${list.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/price-lists/${list.id}`)).statusCode).toBe(404);
    const listed = expectContract(
      'AdminListPriceLists',
      await call('GET', `/admin/price-lists?id[]=${list.id}`),
    );
    expect(listed.count).toBe(0);
    const withDeleted = expectContract(
      'AdminListPriceLists',
      await call('GET', `/admin/price-lists?id[]=${list.id}&deleted_at[gt]=2000-01-01T00:00:00Z`),
    );
    expect(withDeleted.price_lists[0].deleted_at).not.toBeNull();
    const product = expectContract(
      'AdminGetProduct',
      await call('GET', `/admin/products/${productId}`),
    ).product;
    expect(
      product.variants[0].prices.map((p: { price_list_id: string | null }) => p.price_list_id),
    ).toEqual([null, null]);
  });
});
