import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';
import { productRates, regionDefault, shippingRates, totalRate, withTax } from './rates.ts';
import { taxRatesFor } from './repository.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function post(url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('taxRatesFor', () => {
  it('finds the overrides of a region for products, types and shipping options', async () => {
    const europe = await seedRegion(app);
    const nordics = await seedRegion(app, { name: 'Nordics', countries: ['se'] });
    const book = await seedProduct(app, europe.id, { title: 'Book', type: { value: 'Books' } });
    const pen = await seedProduct(app, europe.id, { title: 'Pen', type: { value: 'Stationery' } });
    const plain = await seedProduct(app, europe.id, { title: 'Plain', type: undefined });
    const option = (
      await post('/admin/shipping-options', {
        name: 'Post',
        region_id: europe.id,
        provider_id: 'manual',
        data: { id: 'manual-fulfillment' },
        price_type: 'flat_rate',
        amount: 500,
      })
    ).shipping_option;
    const rate = async (name: string, value: number | null, regionId: string, links: object) =>
      (
        await post('/admin/tax-rates', {
          code: name,
          name,
          rate: value,
          region_id: regionId,
          ...links,
        })
      ).tax_rate;
    const books = await rate('books', 6, europe.id, { products: [book.id] });
    const printed = await rate('printed', 2, europe.id, {
      products: [book.id],
      product_types: [book.type_id],
    });
    const stationery = await rate('stationery', null, europe.id, { product_types: [pen.type_id] });
    await rate('elsewhere', 1, nordics.id, { products: [book.id, pen.id] });
    const postage = await rate('postage', 0, europe.id, { shipping_options: [option.id] });

    const found = await taxRatesFor(database.db, {
      regionId: europe.id,
      productIds: [book.id, pen.id, plain.id],
      productTypeIds: [book.type_id, pen.type_id],
      shippingOptionIds: [option.id, 'so_other'],
    });
    const line = (r: { id: string; rate: number | null; code: string; name: string }) => ({
      id: r.id,
      rate: r.rate,
      code: r.code,
      name: r.name,
    });
    expect(found.products.get(book.id)).toEqual([line(books), line(printed)]);
    expect(found.products.has(pen.id)).toBe(false);
    expect(found.productTypes.get(book.type_id)).toEqual([line(printed)]);
    expect(found.productTypes.get(pen.type_id)).toEqual([line(stationery)]);
    expect(found.shippingOptions.get(option.id)).toEqual([line(postage)]);
    expect(found.shippingOptions.has('so_other')).toBe(false);

    // The rates that tax each line, with the region's rate as the fallback.
    const region = { tax_rate: europe.tax_rate, tax_code: null };
    const fallback = { id: 'default', rate: 25, code: 'default', name: 'default' };
    expect(regionDefault(region)).toEqual(fallback);
    const bookLines = productRates(found, region, book.id, book.type_id);
    expect(bookLines).toEqual([line(books), line(printed)]);
    expect(totalRate(bookLines)).toBe(8);
    const penLines = productRates(found, region, pen.id, pen.type_id);
    expect(totalRate(penLines)).toBe(0);
    expect(productRates(found, region, plain.id, null)).toEqual([fallback]);
    expect(shippingRates(found, region, option.id)).toEqual([line(postage)]);
    expect(shippingRates(found, region, 'so_other')).toEqual([fallback]);

    const none = await taxRatesFor(database.db, { regionId: europe.id });
    expect([none.products.size, none.productTypes.size, none.shippingOptions.size]).toEqual([
      0, 0, 0,
    ]);
  });
});

describe('withTax', () => {
  it('adds tax rounded once to the minor unit, unless the amount includes it', () => {
    expect(withTax(1000, 25, false)).toBe(1250);
    expect(withTax(999, 12.5, false)).toBe(1124);
    expect(withTax(1000, 25, true)).toBe(1000);
    expect(withTax(0, 25, false)).toBe(0);
  });
});
