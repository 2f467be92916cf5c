import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  await app.inject({
    method: 'POST',
    url: '/admin/store',
    payload: { currencies: ['usd', 'eur'] },
  });
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

const europe = {
  name: 'Europe',
  currency_code: 'eur',
  tax_rate: 25,
  payment_providers: ['manual'],
  fulfillment_providers: ['manual'],
  countries: ['dk', 'DE'],
};

async function create(payload: object = europe) {
  return expectContract(
    'AdminCreateRegion',
    await app.inject({ method: 'POST', url: '/admin/regions', payload }),
  ).region;
}

describe('POST /admin/regions', () => {
  it('creates a region with countries, currency and providers', async () => {
    const region = await create();
    expect(region.id).toMatch(/^reg_[0-9A-Z]{26}$/);
    expect(region).toMatchObject({
      name: 'Europe',
      currency_code: 'eur',
      tax_rate: 25,
      includes_tax: false,
    });
    expect(region.countries.map((c: { iso_2: string }) => c.iso_2)).toEqual(['de', 'dk']);
    expect(region.countries[1]).toMatchObject({
      iso_3: 'dnk',
      num_code: 208,
      display_name: 'Denmark',
      region_id: region.id,
    });
    expect(region.currency.code).toBe('eur');
    expect(region.payment_providers).toEqual([{ id: 'manual', is_installed: true }]);
  });

  it('refuses a taken country, a currency outside the store and bad input', async () => {
    const taken = expectContract(
      'AdminCreateRegion',
      await app.inject({
        method: 'POST',
        url: '/admin/regions',
        payload: { ...europe, name: 'EU 2', countries: ['dk'] },
      }),
      400,
    );
    expect(taken.type).toBe('not_allowed');
    expectContract(
      'AdminCreateRegion',
      await app.inject({
        method: 'POST',
        url: '/admin/regions',
        payload: { ...europe, currency_code: 'jpy', countries: [] },
      }),
      400,
    );
    expectContract(
      'AdminCreateRegion',
      await app.inject({
        method: 'POST',
        url: '/admin/regions',
        payload: { ...europe, countries: ['zz'] },
      }),
      400,
    );
    expectContract(
      'AdminCreateRegion',
      await app.inject({ method: 'POST', url: '/admin/regions', payload: { name: 'x' } }),
      400,
    );
    expectContract(
      'AdminCreateRegion',
      await app.inject({
        method: 'POST',
        url: '/admin/regions',
        payload: { ...europe, countries: [], tax_rate: 120 },
      }),
      400,
    );
    expectContract(
      'AdminCreateRegion',
      await anonymous.inject({ method: 'POST', url: '/admin/regions', payload: europe }),
      401,
    );
    const { region } = expectContract(
      'AdminCreateRegion',
      await app.inject({
        method: 'POST',
        url: '/admin/regions',
        payload: { ...europe, name: 'Kept currency', countries: [] },
      }),
    );
    // An empty currency code is a refused code, not "no change" (it was a 500).
    const emptied = await app.inject({
      method: 'POST',
      url: `/admin/regions/${region.id}`,
      payload: { currency_code: '' },
    });
    expect(expectContract('AdminUpdateRegion', emptied, 400).type).toBe('invalid_data');
    await app.inject({ method: 'DELETE', url: `/admin/regions/${region.id}` });
  });
});

describe('regions list and detail', () => {
  it('lists admin and store regions with filters', async () => {
    const us = await create({
      ...europe,
      name: 'North America',
      currency_code: 'usd',
      countries: ['us', 'ca'],
    });
    const all = expectContract('AdminListRegions', await app.inject({ url: '/admin/regions' }));
    expect(all.count).toBe(2);
    const usd = expectContract(
      'AdminListRegions',
      await app.inject({ url: '/admin/regions?currency_code[]=usd' }),
    );
    expect(usd.regions.map((r: { id: string }) => r.id)).toEqual([us.id]);
    const q = expectContract(
      'StoreListRegions',
      await anonymous.inject({ url: '/store/regions?q=north&limit=1' }),
    );
    expect(q).toMatchObject({ count: 1, limit: 1, offset: 0 });
    const ordered = expectContract(
      'StoreListRegions',
      await anonymous.inject({ url: '/store/regions?order=-name' }),
    );
    expect(ordered.regions[0].name).toBe('North America');
    const one = expectContract(
      'StoreGetRegion',
      await anonymous.inject({ url: `/store/regions/${us.id}` }),
    );
    expect(one.region.countries).toHaveLength(2);
    const admin = expectContract(
      'AdminGetRegion',
      await app.inject({ url: `/admin/regions/${us.id}` }),
    );
    expect(admin.region.name).toBe('North America');
  });

  it('answers 400, 401 and 404', async () => {
    expectContract('AdminListRegions', await app.inject({ url: '/admin/regions?limit=-' }), 400);
    expectContract(
      'StoreListRegions',
      await anonymous.inject({ url: '/store/regions?colour=red' }),
      400,
    );
    expectContract('AdminListRegions', await anonymous.inject({ url: '/admin/regions' }), 401);
    expectContract('AdminGetRegion', await anonymous.inject({ url: '/admin/regions/reg_x' }), 401);
    expectContract('AdminGetRegion', await app.inject({ url: '/admin/regions/reg_x?bad=1' }), 400);
    expectContract(
      'StoreGetRegion',
      await anonymous.inject({ url: '/store/regions/reg_x?bad=1' }),
      400,
    );
    const missing = expectContract(
      'AdminGetRegion',
      await app.inject({ url: '/admin/regions/reg_x' }),
      404,
    );
    expect(missing.message).toBe('Region with id: reg_x was not found');
    expectContract('StoreGetRegion', await anonymous.inject({ url: '/store/regions/reg_x' }), 404);
  });
});

describe('POST /admin/regions/{id} and DELETE', () => {
  it('updates fields, countries and providers, then deletes', async () => {
    const region = await create({ ...europe, name: 'Nordics', countries: ['se'] });
    const { region: updated } = expectContract(
      'AdminUpdateRegion',
      await app.inject({
        method: 'POST',
        url: `/admin/regions/${region.id}`,
        payload: {
          name: 'Nordic',
          tax_rate: 12.5,
          includes_tax: true,
          countries: ['se', 'no'],
          payment_providers: ['manual', 'test-card'],
          metadata: { a: 1 },
        },
      }),
    );
    expect(updated).toMatchObject({
      name: 'Nordic',
      tax_rate: 12.5,
      includes_tax: true,
      metadata: { a: 1 },
    });
    expect(updated.countries.map((c: { iso_2: string }) => c.iso_2)).toEqual(['no', 'se']);
    expect(updated.payment_providers).toHaveLength(2);
    const url = `/admin/regions/${region.id}`;
    expectContract(
      'AdminUpdateRegion',
      await app.inject({ method: 'POST', url, payload: { tax_rate: 'x' } }),
      400,
    );
    expectContract(
      'AdminUpdateRegion',
      await anonymous.inject({ method: 'POST', url, payload: {} }),
      401,
    );
    expectContract(
      'AdminUpdateRegion',
      await app.inject({ method: 'POST', url: '/admin/regions/reg_x', payload: {} }),
      404,
    );

    const deleted = expectContract(
      'AdminDeleteRegion',
      await app.inject({ method: 'DELETE', url }),
    );
    expect(deleted).toEqual({ id: region.id, object: 'region', deleted: true });
    expectContract('AdminGetRegion', await app.inject({ url }), 404);
    expectContract('AdminDeleteRegion', await app.inject({ method: 'DELETE', url }), 404);
    expectContract('AdminDeleteRegion', await anonymous.inject({ method: 'DELETE', url }), 401);
    // Its countries are free again.
    await create({ ...europe, name: 'Sweden', countries: ['se'] });
  });
});
