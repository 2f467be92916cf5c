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
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

const codes = (store: { currencies: { code: string }[] }) => store.currencies.map((c) => c.code);

describe('GET /admin/store', () => {
  it('includes currencies and the built-in providers', async () => {
    const { store } = expectContract('AdminGetStore', await app.inject({ url: '/admin/store' }));
    expect(codes(store)).toEqual(['usd']);
    expect(store.default_currency.code).toBe('usd');
    expect(store.payment_providers).toEqual([
      { id: 'manual', is_installed: true },
      { id: 'test-card', is_installed: true },
    ]);
    expect(store.fulfillment_providers).toEqual([{ id: 'manual', is_installed: true }]);
  });
});

describe('POST /admin/store', () => {
  it('updates the name, currencies and default currency in one go', async () => {
    const { store } = expectContract(
      'AdminUpdateStore',
      await app.inject({
        method: 'POST',
        url: '/admin/store',
        payload: { name: 'Shop', currencies: ['usd', 'EUR', 'dkk'], default_currency_code: 'eur' },
      }),
    );
    expect(store).toMatchObject({ name: 'Shop', default_currency_code: 'eur' });
    expect(codes(store)).toEqual(['dkk', 'eur', 'usd']);
  });

  it('refuses to drop the default currency, unknown currencies and bad input', async () => {
    const dropped = expectContract(
      'AdminUpdateStore',
      await app.inject({ method: 'POST', url: '/admin/store', payload: { currencies: ['usd'] } }),
      400,
    );
    expect(dropped.type).toBe('invalid_data');
    expectContract(
      'AdminUpdateStore',
      await app.inject({ method: 'POST', url: '/admin/store', payload: { currencies: ['xyz'] } }),
      400,
    );
    expectContract(
      'AdminUpdateStore',
      await app.inject({ method: 'POST', url: '/admin/store', payload: { name: 5 } }),
      400,
    );
    expectContract(
      'AdminUpdateStore',
      await anonymous.inject({ method: 'POST', url: '/admin/store', payload: {} }),
      401,
    );
  });
});

describe('/admin/store/currencies/{code}', () => {
  it('adds and removes a currency', async () => {
    const added = expectContract(
      'AdminAddStoreCurrency',
      await app.inject({ method: 'POST', url: '/admin/store/currencies/gbp' }),
    );
    expect(codes(added.store)).toContain('gbp');
    const again = expectContract(
      'AdminAddStoreCurrency',
      await app.inject({ method: 'POST', url: '/admin/store/currencies/gbp' }),
      422,
    );
    expect(again.type).toBe('duplicate_error');
    const removed = expectContract(
      'AdminRemoveStoreCurrency',
      await app.inject({ method: 'DELETE', url: '/admin/store/currencies/gbp' }),
    );
    expect(codes(removed.store)).not.toContain('gbp');
  });

  it('answers 400 for the default currency, 401 and 404', async () => {
    const { store } = expectContract('AdminGetStore', await app.inject({ url: '/admin/store' }));
    const url = `/admin/store/currencies/${store.default_currency_code}`;
    expectContract('AdminRemoveStoreCurrency', await app.inject({ method: 'DELETE', url }), 400);
    expectContract(
      'AdminAddStoreCurrency',
      await app.inject({ method: 'POST', url: '/admin/store/currencies/zzz' }),
      404,
    );
    expectContract(
      'AdminRemoveStoreCurrency',
      await app.inject({ method: 'DELETE', url: '/admin/store/currencies/zzz' }),
      404,
    );
    expectContract('AdminAddStoreCurrency', await anonymous.inject({ method: 'POST', url }), 401);
    expectContract(
      'AdminRemoveStoreCurrency',
      await anonymous.inject({ method: 'DELETE', url }),
      401,
    );
  });
});

describe('providers', () => {
  it('lists payment and tax providers', async () => {
    const payment = expectContract(
      'AdminListStorePaymentProviders',
      await app.inject({ url: '/admin/store/payment-providers' }),
    );
    expect(payment.payment_providers.map((p: { id: string }) => p.id)).toEqual([
      'manual',
      'test-card',
    ]);
    const tax = expectContract(
      'AdminListStoreTaxProviders',
      await app.inject({ url: '/admin/store/tax-providers' }),
    );
    expect(tax.tax_providers).toEqual([]);
    expectContract(
      'AdminListStorePaymentProviders',
      await anonymous.inject({ url: '/admin/store/payment-providers' }),
      401,
    );
    expectContract(
      'AdminListStoreTaxProviders',
      await anonymous.inject({ url: '/admin/store/tax-providers' }),
      401,
    );
  });
});
