import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;
let regionId: string;
let product: { id: string; type_id: string };
let optionId: string;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  regionId = (await seedRegion(app)).id;
  product = await seedProduct(app, regionId);
  const option = await app.inject({
    method: 'POST',
    url: '/admin/shipping-options',
    payload: {
      name: 'Standard',
      region_id: regionId,
      provider_id: 'manual',
      data: { id: 'manual-fulfillment' },
      price_type: 'flat_rate',
      amount: 500,
    },
  });
  optionId = option.json().shipping_option.id;
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });

async function createRate(extra: object = {}) {
  const response = await call('POST', '/admin/tax-rates', {
    code: 'RED',
    name: 'Reduced',
    rate: 12.5,
    region_id: regionId,
    ...extra,
  });
  return expectContract('AdminCreateTaxRate', response).tax_rate;
}

// `fields` narrows the columns to those named (issue 25, as Medusa v1): the counts and the
// columns the contract requires.
const COUNTS =
  'fields=code,name,rate,region_id,created_at,updated_at,metadata,product_count,product_type_count,shipping_option_count';

describe('tax rates', () => {
  it('creates, reads, updates, lists and deletes a rate', async () => {
    const rate = await createRate({ metadata: { note: 'books' } });
    expect(rate).toMatchObject({
      code: 'RED',
      name: 'Reduced',
      rate: 12.5,
      region_id: regionId,
      metadata: { note: 'books' },
    });
    expect(rate.id).toMatch(/^txr_[0-9A-Z]{26}$/);
    expect(rate.products).toBeUndefined();

    const got = expectContract(
      'AdminGetTaxRate',
      await call('GET', `/admin/tax-rates/${rate.id}?${COUNTS}&expand=region`),
    );
    expect(got.tax_rate).toMatchObject({
      product_count: 0,
      product_type_count: 0,
      shipping_option_count: 0,
      region: { id: regionId, name: 'Europe' },
    });

    const updated = expectContract(
      'AdminUpdateTaxRate',
      await call('POST', `/admin/tax-rates/${rate.id}`, { rate: null, name: 'Exempt' }),
    );
    expect(updated.tax_rate).toMatchObject({ rate: null, name: 'Exempt', code: 'RED' });

    const list = expectContract(
      'AdminListTaxRates',
      await call('GET', `/admin/tax-rates?q=exem&region_id[]=${regionId}&limit=5&order=-name`),
    );
    expect(list).toMatchObject({ count: 1, limit: 5, offset: 0 });
    expect(list.tax_rates[0].id).toBe(rate.id);

    const deleted = expectContract(
      'AdminDeleteTaxRate',
      await call('DELETE', `/admin/tax-rates/${rate.id}`),
    );
    expect(deleted).toEqual({ id: rate.id, object: 'tax-rate', deleted: true });
    const after = await call('GET', `/admin/tax-rates/${rate.id}`);
    expect(expectContract('AdminGetTaxRate', after, 404).message).toBe(
      `Tax rate with id: ${rate.id} was not found`,
    );
  });

  it('filters by code, name and rate', async () => {
    const low = await createRate({ code: 'LOW', name: 'Low', rate: 5 });
    const high = await createRate({ code: 'HIGH', name: 'High', rate: 30 });
    const ids = (body: { tax_rates: { id: string }[] }) => body.tax_rates.map((r) => r.id);
    const byRate = expectContract(
      'AdminListTaxRates',
      await call('GET', '/admin/tax-rates?rate[gte]=20&rate[lt]=31'),
    );
    expect(ids(byRate)).toEqual([high.id]);
    const byCode = expectContract(
      'AdminListTaxRates',
      await call('GET', '/admin/tax-rates?code=LOW'),
    );
    expect(ids(byCode)).toEqual([low.id]);
    const byName = expectContract(
      'AdminListTaxRates',
      await call('GET', `/admin/tax-rates?name=High&id[]=${high.id}&id[]=${low.id}`),
    );
    expect(ids(byName)).toEqual([high.id]);
  });

  it('applies a rate to products, product types and shipping options', async () => {
    const rate = await createRate({
      products: [product.id],
      product_types: [product.type_id],
      shipping_options: [optionId],
    });
    const url = `/admin/tax-rates/${rate.id}`;
    const full = expectContract(
      'AdminGetTaxRate',
      // One relation per value, as the admin sends it and Medusa v1 takes it (its tax rate
      // routes refuse `expand=a,b`: "expand must be an array").
      await call(
        'GET',
        `${url}?expand[]=products&expand[]=product_types&expand[]=shipping_options&${COUNTS}`,
      ),
    );
    expect(full.tax_rate).toMatchObject({
      product_count: 1,
      product_type_count: 1,
      shipping_option_count: 1,
      products: [{ id: product.id, title: 'Blue Shirt' }],
      product_types: [{ id: product.type_id, value: 'Shirts' }],
      shipping_options: [{ id: optionId, name: 'Standard' }],
    });

    const other = await seedProduct(app, regionId, { title: 'Socks' });
    const counts = async () =>
      expectContract('AdminGetTaxRate', await call('GET', `${url}?${COUNTS}`)).tax_rate;

    const batches: [string, string, string, string][] = [
      ['AdminRemoveTaxRateProducts', 'products', 'products', product.id],
      ['AdminRemoveTaxRateProductTypes', 'product-types', 'product_types', product.type_id],
      ['AdminRemoveTaxRateShippingOptions', 'shipping-options', 'shipping_options', optionId],
    ];
    for (const [operationId, path, field, id] of batches) {
      expectContract(
        operationId,
        await call('DELETE', `${url}/${path}/batch`, { [field]: [id, 'x_not_linked'] }),
      );
    }
    expect(await counts()).toMatchObject({
      product_count: 0,
      product_type_count: 0,
      shipping_option_count: 0,
    });

    const added = expectContract(
      'AdminAddTaxRateProducts',
      await call('POST', `${url}/products/batch?expand=products`, {
        products: [product.id, other.id, other.id],
      }),
    );
    expect(added.tax_rate.products.map((p: { id: string }) => p.id).sort()).toEqual(
      [product.id, other.id].sort(),
    );
    // Adding again changes nothing.
    expectContract(
      'AdminAddTaxRateProducts',
      await call('POST', `${url}/products/batch`, { products: [product.id] }),
    );
    expectContract(
      'AdminAddTaxRateProductTypes',
      await call('POST', `${url}/product-types/batch`, { product_types: [product.type_id] }),
    );
    expectContract(
      'AdminAddTaxRateShippingOptions',
      await call('POST', `${url}/shipping-options/batch`, { shipping_options: [optionId] }),
    );
    expect(await counts()).toMatchObject({
      product_count: 2,
      product_type_count: 1,
      shipping_option_count: 1,
    });

    // Lists in an update replace the current links; a deleted product no longer counts.
    expectContract('AdminUpdateTaxRate', await call('POST', url, { shipping_options: [] }));
    await call('DELETE', `/admin/products/${other.id}`);
    expect(await counts()).toMatchObject({
      product_count: 1,
      product_type_count: 1,
      shipping_option_count: 0,
    });
  });

  it('rejects bad input', async () => {
    const create = async (payload: object) =>
      expectContract('AdminCreateTaxRate', await call('POST', '/admin/tax-rates', payload), 400);
    await create({ name: 'x', region_id: regionId });
    await create({ code: 'x', name: 'x', region_id: regionId, rate: -1 });
    await create({ code: 'x', name: 'x', region_id: regionId, rate: '5' });
    await create({ code: 'x', name: 'x', region_id: regionId, country: 'dk' });
    expect((await create({ code: 'x', name: 'x', region_id: 'reg_missing' })).message).toBe(
      'Region with id: reg_missing was not found',
    );
    expect(
      (await create({ code: 'x', name: 'x', region_id: regionId, products: ['prod_x'] })).message,
    ).toBe('Product with id: prod_x was not found');
    expect(
      (await create({ code: 'x', name: 'x', region_id: regionId, product_types: ['ptyp_x'] }))
        .message,
    ).toBe('Product type with id: ptyp_x was not found');
    expect(
      (await create({ code: 'x', name: 'x', region_id: regionId, shipping_options: ['so_x'] }))
        .message,
    ).toBe('Shipping option with id: so_x was not found');

    expectContract('AdminListTaxRates', await call('GET', '/admin/tax-rates?order=secret'), 400);
    expectContract('AdminListTaxRates', await call('GET', '/admin/tax-rates?rate[about]=1'), 400);

    const rate = await createRate();
    const url = `/admin/tax-rates/${rate.id}`;
    expectContract('AdminUpdateTaxRate', await call('POST', url, { name: '' }), 400);
    expectContract('AdminUpdateTaxRate', await call('POST', url, { region_id: 'reg_x' }), 400);
    const batch: [string, 'POST' | 'DELETE', string, string][] = [
      ['AdminAddTaxRateProducts', 'POST', 'products', 'products'],
      ['AdminRemoveTaxRateProducts', 'DELETE', 'products', 'products'],
      ['AdminAddTaxRateProductTypes', 'POST', 'product-types', 'product_types'],
      ['AdminRemoveTaxRateProductTypes', 'DELETE', 'product-types', 'product_types'],
      ['AdminAddTaxRateShippingOptions', 'POST', 'shipping-options', 'shipping_options'],
      ['AdminRemoveTaxRateShippingOptions', 'DELETE', 'shipping-options', 'shipping_options'],
    ];
    for (const [operationId, method, path, field] of batch) {
      expectContract(operationId, await call(method, `${url}/${path}/batch`, { [field]: [] }), 400);
      expectContract(operationId, await call(method, `${url}/${path}/batch`, {}), 400);
      if (method === 'POST') {
        expectContract(
          operationId,
          await call(method, `${url}/${path}/batch`, { [field]: ['missing_id'] }),
          400,
        );
      }
    }
  });

  it('answers 404 for unknown rates', async () => {
    const url = '/admin/tax-rates/txr_x';
    expectContract('AdminGetTaxRate', await call('GET', url), 404);
    expectContract('AdminUpdateTaxRate', await call('POST', url, { name: 'y' }), 404);
    expectContract('AdminDeleteTaxRate', await call('DELETE', url), 404);
    expectContract(
      'AdminAddTaxRateProducts',
      await call('POST', `${url}/products/batch`, { products: [product.id] }),
      404,
    );
    expectContract(
      'AdminRemoveTaxRateProducts',
      await call('DELETE', `${url}/products/batch`, { products: [product.id] }),
      404,
    );
    expectContract(
      'AdminAddTaxRateProductTypes',
      await call('POST', `${url}/product-types/batch`, { product_types: [product.type_id] }),
      404,
    );
    expectContract(
      'AdminRemoveTaxRateProductTypes',
      await call('DELETE', `${url}/product-types/batch`, { product_types: [product.type_id] }),
      404,
    );
    expectContract(
      'AdminAddTaxRateShippingOptions',
      await call('POST', `${url}/shipping-options/batch`, { shipping_options: [optionId] }),
      404,
    );
    expectContract(
      'AdminRemoveTaxRateShippingOptions',
      await call('DELETE', `${url}/shipping-options/batch`, { shipping_options: [optionId] }),
      404,
    );
  });

  it('needs credentials', async () => {
    const url = '/admin/tax-rates/txr_x';
    const requests: [string, Method, string, object?][] = [
      ['AdminListTaxRates', 'GET', '/admin/tax-rates'],
      ['AdminCreateTaxRate', 'POST', '/admin/tax-rates', { code: 'x', name: 'x', region_id: 'r' }],
      ['AdminGetTaxRate', 'GET', url],
      ['AdminUpdateTaxRate', 'POST', url, { name: 'x' }],
      ['AdminDeleteTaxRate', 'DELETE', url],
      ['AdminAddTaxRateProducts', 'POST', `${url}/products/batch`, { products: ['p'] }],
      ['AdminRemoveTaxRateProducts', 'DELETE', `${url}/products/batch`, { products: ['p'] }],
      [
        'AdminAddTaxRateProductTypes',
        'POST',
        `${url}/product-types/batch`,
        { product_types: ['t'] },
      ],
      [
        'AdminRemoveTaxRateProductTypes',
        'DELETE',
        `${url}/product-types/batch`,
        { product_types: ['t'] },
      ],
      [
        'AdminAddTaxRateShippingOptions',
        'POST',
        `${url}/shipping-options/batch`,
        { shipping_options: ['s'] },
      ],
      [
        'AdminRemoveTaxRateShippingOptions',
        'DELETE',
        `${url}/shipping-options/batch`,
        { shipping_options: ['s'] },
      ],
    ];
    for (const [operationId, method, path, payload] of requests) {
      const response = await anonymous.inject({
        method,
        url: path,
        ...(payload ? { payload } : {}),
      });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
