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

describe('GET /admin/currencies', () => {
  it('lists the seeded ISO currencies, paged and filtered', async () => {
    const all = expectContract(
      'AdminListCurrencies',
      await app.inject({ url: '/admin/currencies?limit=5&offset=2' }),
    );
    expect(all.currencies).toHaveLength(5);
    expect(all.count).toBeGreaterThan(100);
    expect(all).toMatchObject({ offset: 2, limit: 5 });
    const usd = expectContract(
      'AdminListCurrencies',
      await app.inject({ url: '/admin/currencies?code=USD' }),
    );
    expect(usd.currencies).toEqual([
      { code: 'usd', symbol: '$', symbol_native: '$', name: 'US Dollar', includes_tax: false },
    ]);
    const desc = expectContract(
      'AdminListCurrencies',
      await app.inject({ url: '/admin/currencies?order=-code&limit=1' }),
    );
    expect(desc.currencies[0].code > 'usd').toBe(true);
  });

  it('rejects bad input and missing credentials', async () => {
    expectContract(
      'AdminListCurrencies',
      await app.inject({ url: '/admin/currencies?limit=x' }),
      400,
    );
    expectContract(
      'AdminListCurrencies',
      await app.inject({ url: '/admin/currencies?order=nope' }),
      400,
    );
    expectContract(
      'AdminListCurrencies',
      await anonymous.inject({ url: '/admin/currencies' }),
      401,
    );
  });
});

describe('POST /admin/currencies/{code}', () => {
  it('sets whether prices in the currency include tax', async () => {
    const { currency } = expectContract(
      'AdminUpdateCurrency',
      await app.inject({
        method: 'POST',
        url: '/admin/currencies/eur',
        payload: { includes_tax: true },
      }),
    );
    expect(currency).toMatchObject({ code: 'eur', includes_tax: true });
    const listed = expectContract(
      'AdminListCurrencies',
      await app.inject({ url: '/admin/currencies?includes_tax=true' }),
    );
    expect(listed.currencies.map((c: { code: string }) => c.code)).toEqual(['eur']);
  });

  it('answers 400, 401 and 404', async () => {
    const url = '/admin/currencies/eur';
    expectContract(
      'AdminUpdateCurrency',
      await app.inject({ method: 'POST', url, payload: { includes_tax: 'yes' } }),
      400,
    );
    expectContract(
      'AdminUpdateCurrency',
      await app.inject({ method: 'POST', url, payload: { code: 'x' } }),
      400,
    );
    expectContract(
      'AdminUpdateCurrency',
      await anonymous.inject({ method: 'POST', url, payload: {} }),
      401,
    );
    const missing = expectContract(
      'AdminUpdateCurrency',
      await app.inject({
        method: 'POST',
        url: '/admin/currencies/zzz',
        payload: { includes_tax: true },
      }),
      404,
    );
    expect(missing.message).toBe('Currency with id: zzz was not found');
  });
});
