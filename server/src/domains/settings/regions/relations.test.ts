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

describe('region countries and providers', () => {
  it('adds and removes countries and providers', async () => {
    const region = await create({
      ...europe,
      name: 'Islands',
      countries: [],
      fulfillment_providers: [],
    });
    const base = `/admin/regions/${region.id}`;
    const added = expectContract(
      'AdminAddRegionCountry',
      await app.inject({
        method: 'POST',
        url: `${base}/countries`,
        payload: { country_code: 'is' },
      }),
    );
    expect(added.region.countries.map((c: { iso_2: string }) => c.iso_2)).toEqual(['is']);
    const removed = expectContract(
      'AdminRemoveRegionCountry',
      await app.inject({ method: 'DELETE', url: `${base}/countries/is` }),
    );
    expect(removed.region.countries).toEqual([]);
    expectContract(
      'AdminAddRegionCountry',
      await app.inject({ method: 'POST', url: `${base}/countries`, payload: {} }),
      400,
    );
    expectContract(
      'AdminAddRegionCountry',
      await app.inject({
        method: 'POST',
        url: `${base}/countries`,
        payload: { country_code: 'zz' },
      }),
      404,
    );
    expectContract(
      'AdminAddRegionCountry',
      await app.inject({
        method: 'POST',
        url: '/admin/regions/reg_x/countries',
        payload: { country_code: 'is' },
      }),
      404,
    );
    expectContract(
      'AdminRemoveRegionCountry',
      await app.inject({ method: 'DELETE', url: '/admin/regions/reg_x/countries/is' }),
      404,
    );
    expectContract(
      'AdminAddRegionCountry',
      await anonymous.inject({
        method: 'POST',
        url: `${base}/countries`,
        payload: { country_code: 'is' },
      }),
      401,
    );
    expectContract(
      'AdminRemoveRegionCountry',
      await anonymous.inject({ method: 'DELETE', url: `${base}/countries/is` }),
      401,
    );

    const ff = expectContract(
      'AdminAddRegionFulfillmentProvider',
      await app.inject({
        method: 'POST',
        url: `${base}/fulfillment-providers`,
        payload: { provider_id: 'manual' },
      }),
    );
    expect(ff.region.fulfillment_providers).toEqual([{ id: 'manual', is_installed: true }]);
    const options = expectContract(
      'AdminListRegionFulfillmentOptions',
      await app.inject({ url: `${base}/fulfillment-options` }),
    );
    expect(options.fulfillment_options[0]).toMatchObject({ provider_id: 'manual' });
    expect(options.fulfillment_options[0].options).toHaveLength(2);
    const noFf = expectContract(
      'AdminRemoveRegionFulfillmentProvider',
      await app.inject({ method: 'DELETE', url: `${base}/fulfillment-providers/manual` }),
    );
    expect(noFf.region.fulfillment_providers).toEqual([]);
    const pay = expectContract(
      'AdminAddRegionPaymentProvider',
      await app.inject({
        method: 'POST',
        url: `${base}/payment-providers`,
        payload: { provider_id: 'test-card' },
      }),
    );
    expect(pay.region.payment_providers.map((p: { id: string }) => p.id)).toEqual([
      'manual',
      'test-card',
    ]);
    const noPay = expectContract(
      'AdminRemoveRegionPaymentProvider',
      await app.inject({ method: 'DELETE', url: `${base}/payment-providers/manual` }),
    );
    expect(noPay.region.payment_providers.map((p: { id: string }) => p.id)).toEqual(['test-card']);

    expectContract(
      'AdminAddRegionPaymentProvider',
      await app.inject({
        method: 'POST',
        url: `${base}/payment-providers`,
        payload: { provider_id: 1 },
      }),
      400,
    );
    expectContract(
      'AdminAddRegionFulfillmentProvider',
      await app.inject({ method: 'POST', url: `${base}/fulfillment-providers`, payload: {} }),
      400,
    );
    expectContract(
      'AdminAddRegionPaymentProvider',
      await app.inject({
        method: 'POST',
        url: `${base}/payment-providers`,
        payload: { provider_id: 'nope' },
      }),
      404,
    );
    expectContract(
      'AdminRemoveRegionPaymentProvider',
      await app.inject({ method: 'DELETE', url: '/admin/regions/reg_x/payment-providers/manual' }),
      404,
    );
    expectContract(
      'AdminAddRegionFulfillmentProvider',
      await app.inject({
        method: 'POST',
        url: '/admin/regions/reg_x/fulfillment-providers',
        payload: { provider_id: 'manual' },
      }),
      404,
    );
    expectContract(
      'AdminRemoveRegionFulfillmentProvider',
      await app.inject({ method: 'DELETE', url: `${base}/fulfillment-providers/nope` }),
      404,
    );
    expectContract(
      'AdminListRegionFulfillmentOptions',
      await app.inject({ url: '/admin/regions/reg_x/fulfillment-options' }),
      404,
    );
    expectContract(
      'AdminListRegionFulfillmentOptions',
      await anonymous.inject({ url: `${base}/fulfillment-options` }),
      401,
    );
    expectContract(
      'AdminAddRegionPaymentProvider',
      await anonymous.inject({
        method: 'POST',
        url: `${base}/payment-providers`,
        payload: { provider_id: 'manual' },
      }),
      401,
    );
    expectContract(
      'AdminRemoveRegionPaymentProvider',
      await anonymous.inject({ method: 'DELETE', url: `${base}/payment-providers/manual` }),
      401,
    );
    expectContract(
      'AdminAddRegionFulfillmentProvider',
      await anonymous.inject({
        method: 'POST',
        url: `${base}/fulfillment-providers`,
        payload: { provider_id: 'manual' },
      }),
      401,
    );
    expectContract(
      'AdminRemoveRegionFulfillmentProvider',
      await anonymous.inject({ method: 'DELETE', url: `${base}/fulfillment-providers/manual` }),
      401,
    );
  });
});
