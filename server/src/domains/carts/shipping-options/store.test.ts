import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedProduct, seedRegion } from '../../../test/fixtures/products.ts';

let database: Database;
let admin: FastifyInstance;
let shopper: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  // The store operation needs no credentials: an app that verifies none will do.
  shopper = await buildTestApp(database);
});

afterAll(async () => {
  await admin?.close();
  await shopper?.close();
  await database?.close();
});

async function adminCall(method: 'POST' | 'DELETE', url: string, payload: object = {}) {
  const response = await admin.inject({ method, url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function option(regionId: string, extra: object) {
  const body = await adminCall('POST', '/admin/shipping-options', {
    region_id: regionId,
    provider_id: 'manual',
    data: { id: 'manual-fulfillment' },
    price_type: 'flat_rate',
    amount: 1000,
    ...extra,
  });
  return body.shipping_option as { id: string; name: string };
}

async function list(query = '') {
  const response = await shopper.inject({ method: 'GET', url: `/store/shipping-options${query}` });
  return expectContract('StoreListShippingOptions', response).shipping_options as Array<{
    id: string;
    name: string;
    price_incl_tax: number | null;
  }>;
}

const names = (options: Array<{ name: string }>) => options.map((o) => o.name).sort();

describe('GET /store/shipping-options', () => {
  let europe: string;
  let nordics: string;
  let shirt: string;
  let sofa: string;

  beforeAll(async () => {
    europe = (await seedRegion(admin)).id;
    nordics = (await seedRegion(admin, { name: 'Nordics', countries: ['se'], tax_rate: 10 })).id;
    shirt = (await seedProduct(admin, europe)).id;
    sofa = (await seedProduct(admin, europe, { title: 'Sofa' })).id;
    const furniture = (
      await adminCall('POST', '/admin/shipping-profiles', { name: 'Furniture', type: 'custom' })
    ).shipping_profile.id;
    await adminCall('POST', `/admin/shipping-profiles/${furniture}`, { products: [sofa] });

    await option(europe, { name: 'Standard', amount: 1000 });
    await option(europe, { name: 'Inclusive', amount: 1000, includes_tax: true });
    await option(europe, { name: 'Staff', admin_only: true });
    await option(europe, {
      name: 'Return',
      is_return: true,
      data: { id: 'manual-fulfillment-return' },
    });
    await option(europe, { name: 'Freight', amount: 8000, profile_id: furniture });
    await option(nordics, { name: 'Quote', price_type: 'calculated', amount: undefined });
    const gone = await option(nordics, { name: 'Gone' });
    await adminCall('DELETE', `/admin/shipping-options/${gone.id}`);
    const reduced = await option(nordics, { name: 'Reduced', amount: 2000 });
    // A rate linked to an option overrides the region's 10 %.
    await adminCall('POST', '/admin/tax-rates', {
      code: 'SHIP',
      name: 'Reduced shipping',
      rate: 5,
      region_id: nordics,
      shipping_options: [reduced.id],
    });
  });

  it('lists what shoppers may choose, never staff-only or deleted options', async () => {
    expect(names(await list())).toEqual([
      'Freight',
      'Inclusive',
      'Quote',
      'Reduced',
      'Return',
      'Standard',
    ]);
  });

  it('filters by region and by return', async () => {
    expect(names(await list(`?region_id=${nordics}`))).toEqual(['Quote', 'Reduced']);
    expect(names(await list(`?region_id=${europe}&is_return=true`))).toEqual(['Return']);
    expect(names(await list(`?region_id=${europe}&is_return=false`))).toEqual([
      'Freight',
      'Inclusive',
      'Standard',
    ]);
  });

  it('keeps the options of the products’ shipping profiles', async () => {
    expect(names(await list(`?region_id=${europe}&product_ids[]=${sofa}`))).toEqual(['Freight']);
    expect(
      names(await list(`?region_id=${europe}&is_return=false&product_ids[]=${shirt}`)),
    ).toEqual(['Inclusive', 'Standard']);
    expect(
      names(await list(`?region_id=${europe}&product_ids[]=${shirt}&product_ids[]=${sofa}`)),
    ).toEqual(['Freight', 'Inclusive', 'Return', 'Standard']);
    expect(await list('?product_ids[]=prod_missing')).toEqual([]);
  });

  it('prices each option with tax', async () => {
    const byName = new Map((await list()).map((o) => [o.name, o]));
    expect(byName.get('Standard')?.price_incl_tax).toBe(1250);
    expect(byName.get('Inclusive')?.price_incl_tax).toBe(1000);
    expect(byName.get('Freight')?.price_incl_tax).toBe(10000);
    expect(byName.get('Reduced')?.price_incl_tax).toBe(2100);
    expect(byName.get('Quote')?.price_incl_tax).toBeNull();
  });

  it('rejects bad input', async () => {
    for (const query of ['?is_return=maybe', '?admin_only=true', '?region_id[]=a&region_id[]=b']) {
      const response = await shopper.inject({
        method: 'GET',
        url: `/store/shipping-options${query}`,
      });
      expectContract('StoreListShippingOptions', response, 400);
    }
  });
});
