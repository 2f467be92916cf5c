import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { createRegion, seedCurrencies, storeRequest } from '../../../test/fixtures/carts.ts';
import { paymentCollection } from './tables.ts';

/*
 * The staff's side of payment collections: read, describe, delete and mark authorized.
 * Nothing creates collections through the API yet (order edits will), so the tests insert
 * them, as the store-side tests do.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin)).id;
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

async function collection(amount = 1000): Promise<string> {
  const id = newId('paycol');
  await database.db.insert(paymentCollection).values({
    id,
    type: 'order_edit',
    amount,
    region_id: regionId,
    currency_code: 'eur',
    created_by: 'usr_test',
  });
  return id;
}

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  storeRequest(admin, method, url, payload);

describe('admin payment collections', () => {
  it('reads and describes a collection', async () => {
    const id = await collection();
    const got = expectContract(
      'AdminGetPaymentCollection',
      await call('GET', `/admin/payment-collections/${id}`),
    ).payment_collection;
    expect(got).toMatchObject({ id, status: 'not_paid', amount: 1000, description: null });
    const described = expectContract(
      'AdminUpdatePaymentCollection',
      await call('POST', `/admin/payment-collections/${id}`, {
        description: 'Extra socks',
        metadata: { ticket: 7 },
      }),
    ).payment_collection;
    expect(described).toMatchObject({ description: 'Extra socks', metadata: { ticket: 7 } });
    const kept = expectContract(
      'AdminUpdatePaymentCollection',
      await call('POST', `/admin/payment-collections/${id}`, {}),
    ).payment_collection;
    expect(kept.description).toBe('Extra socks');
    expectContract(
      'AdminUpdatePaymentCollection',
      await call('POST', `/admin/payment-collections/${id}`, { amount: 5 }),
      400,
    );
    expectContract(
      'AdminGetPaymentCollection',
      await call('GET', '/admin/payment-collections/paycol_missing'),
      404,
    );
  });

  it('marks a collection authorized once, and then it cannot be deleted', async () => {
    const id = await collection(2500);
    const marked = expectContract(
      'AdminAuthorizePaymentCollection',
      await call('POST', `/admin/payment-collections/${id}/authorize`),
    ).payment_collection;
    expect(marked).toMatchObject({ status: 'authorized', authorized_amount: 2500 });
    const again = await call('POST', `/admin/payment-collections/${id}/authorize`);
    expect(expectContract('AdminAuthorizePaymentCollection', again, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'payment_collection_authorized',
    });
    const remove = await call('DELETE', `/admin/payment-collections/${id}`);
    expect(expectContract('AdminDeletePaymentCollection', remove, 400).code).toBe(
      'payment_collection_authorized',
    );
    // The shopper can no longer open sessions on it either.
    const closed = await storeRequest(store, 'POST', `/store/payment-collections/${id}/sessions`, {
      provider_id: 'manual',
    });
    expectContract('StoreCreatePaymentCollectionSession', closed, 400);
    expectContract(
      'AdminAuthorizePaymentCollection',
      await call('POST', '/admin/payment-collections/paycol_missing/authorize'),
      404,
    );
  });

  it('deletes a collection that holds no authorized money, sessions and all', async () => {
    const id = await collection();
    expectContract(
      'StoreCreatePaymentCollectionSession',
      await storeRequest(store, 'POST', `/store/payment-collections/${id}/sessions`, {
        provider_id: 'manual',
      }),
    );
    const deleted = expectContract(
      'AdminDeletePaymentCollection',
      await call('DELETE', `/admin/payment-collections/${id}`),
    );
    expect(deleted).toEqual({ id, object: 'payment_collection', deleted: true });
    expectContract(
      'AdminGetPaymentCollection',
      await call('GET', `/admin/payment-collections/${id}`),
      404,
    );
    expectContract(
      'StoreGetPaymentCollection',
      await storeRequest(store, 'GET', `/store/payment-collections/${id}`),
      404,
    );
    expectContract(
      'AdminDeletePaymentCollection',
      await call('DELETE', `/admin/payment-collections/${id}`),
      404,
    );
  });
});
