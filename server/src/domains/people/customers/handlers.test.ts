import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { type AuthMessage, authMessages } from '../auth/messages.ts';
import { createUser } from '../users/service.ts';

let database: Database;
let app: FastifyInstance;
let adminAuth: { authorization: string };

const shopper = {
  first_name: 'Sam',
  last_name: 'Shopper',
  email: 'Sam@Example.com',
  password: 'shop till drop',
};
const address = {
  first_name: 'Sam',
  last_name: 'Shopper',
  address_1: '1 Main St',
  city: 'Aarhus',
  country_code: 'DK',
  postal_code: '8000',
};

function expectNoSecrets(body: string): void {
  expect(body).not.toMatch(/password|_hash|scrypt\$|reset_token/);
}

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database);
  await createUser(database.db, { email: 'staff@example.com', password: 'staff password' });
  const token = await app.inject({
    method: 'POST',
    url: '/admin/auth/token',
    payload: { email: 'staff@example.com', password: 'staff password' },
  });
  adminAuth = { authorization: `Bearer ${token.json().access_token}` };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('store customers', () => {
  let cookie: string;

  it('registers, and refuses a taken email with 422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/store/customers',
      payload: shopper,
    });
    const { customer } = expectContract('StoreCreateCustomer', response);
    expect(customer).toMatchObject({
      email: 'sam@example.com',
      has_account: true,
      first_name: 'Sam',
    });
    expectNoSecrets(response.body);
    const again = await app.inject({ method: 'POST', url: '/store/customers', payload: shopper });
    expect(again.statusCode).toBe(422);
    expect(again.json().type).toBe('duplicate_error');
    const bad = await app.inject({
      method: 'POST',
      url: '/store/customers',
      payload: { email: 'x@y.z' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('tells whether an email has an account', async () => {
    const yes = await app.inject({ method: 'GET', url: '/store/auth/sam%40example.com' });
    expect(expectContract('StoreGetAuthEmail', yes).exists).toBe(true);
    const no = await app.inject({ method: 'GET', url: '/store/auth/nobody%40example.com' });
    expect(expectContract('StoreGetAuthEmail', no).exists).toBe(false);
  });

  it('signs in with a session and reads and updates me', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/store/auth',
      payload: { email: shopper.email, password: shopper.password },
    });
    expectContract('StoreCreateAuth', signIn);
    expectNoSecrets(signIn.body);
    cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;

    const me = await app.inject({ method: 'GET', url: '/store/customers/me', headers: { cookie } });
    expect(expectContract('StoreGetCustomer', me).customer.email).toBe('sam@example.com');
    expectContract(
      'StoreGetAuth',
      await app.inject({ method: 'GET', url: '/store/auth', headers: { cookie } }),
    );

    const update = await app.inject({
      method: 'POST',
      url: '/store/customers/me',
      headers: { cookie },
      payload: { phone: '+45 1234', metadata: { a: 1 } },
    });
    expect(expectContract('StoreUpdateCustomer', update).customer).toMatchObject({
      phone: '+45 1234',
      metadata: { a: 1 },
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/store/customers/me',
      headers: { cookie },
      payload: { nope: 1 },
    });
    expect(bad.statusCode).toBe(400);

    const wrong = await app.inject({
      method: 'POST',
      url: '/store/auth',
      payload: { email: shopper.email, password: 'no' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/store/customers/me' })).statusCode).toBe(401);
  });

  it('a customer session or token never opens an admin route', async () => {
    const token = await app.inject({
      method: 'POST',
      url: '/store/auth/token',
      payload: { email: shopper.email, password: shopper.password },
    });
    const { access_token } = expectContract('StoreCreateAuthToken', token);
    const viaBearer = await app.inject({
      method: 'GET',
      url: '/store/customers/me',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expectContract('StoreGetCustomer', viaBearer);
    for (const headers of [{ cookie }, { authorization: `Bearer ${access_token}` }]) {
      expect((await app.inject({ method: 'GET', url: '/admin/store', headers })).statusCode).toBe(
        401,
      );
    }
    // Nor does a staff token open a customer's routes.
    expect(
      (await app.inject({ method: 'GET', url: '/store/customers/me', headers: adminAuth }))
        .statusCode,
    ).toBe(401);
  });

  it('lists no saved payment methods yet', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/store/customers/me/payment-methods',
      headers: { cookie },
    });
    expect(expectContract('StoreListCustomerPaymentMethods', response).payment_methods).toEqual([]);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/store/customers/me/payment-methods',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('adds, updates and deletes addresses', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/store/customers/me/addresses',
      headers: { cookie },
      payload: { address },
    });
    const [saved] = expectContract('StoreCreateCustomerAddress', added).customer.shipping_addresses;
    expect(saved).toMatchObject({ city: 'Aarhus', country_code: 'dk' });
    const updated = await app.inject({
      method: 'POST',
      url: `/store/customers/me/addresses/${saved.id}`,
      headers: { cookie },
      payload: { city: 'Odense' },
    });
    expect(
      expectContract('StoreUpdateCustomerAddress', updated).customer.shipping_addresses[0].city,
    ).toBe('Odense');
    const missing = await app.inject({
      method: 'POST',
      url: '/store/customers/me/addresses/addr_nope',
      headers: { cookie },
      payload: { city: 'X' },
    });
    expect(missing.statusCode).toBe(404);
    const invalid = await app.inject({
      method: 'POST',
      url: '/store/customers/me/addresses',
      headers: { cookie },
      payload: { address: { city: 'X' } },
    });
    expect(invalid.statusCode).toBe(400);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/store/customers/me/addresses/${saved.id}`,
      headers: { cookie },
    });
    expect(
      expectContract('StoreDeleteCustomerAddress', deleted).customer.shipping_addresses,
    ).toEqual([]);
    const again = await app.inject({
      method: 'DELETE',
      url: `/store/customers/me/addresses/${saved.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('resets a password with the emailed token', async () => {
    const sent = new Promise<AuthMessage>((resolve) => authMessages.once('message', resolve));
    const request = await app.inject({
      method: 'POST',
      url: '/store/customers/password-token',
      payload: { email: shopper.email },
    });
    expect(request.statusCode).toBe(204);
    const { token } = await sent;
    const unknown = await app.inject({
      method: 'POST',
      url: '/store/customers/password-token',
      payload: { email: 'who@example.com' },
    });
    expect(unknown.statusCode).toBe(204);
    const reset = await app.inject({
      method: 'POST',
      url: '/store/customers/password-reset',
      payload: { email: shopper.email, token, password: 'brand new pw' },
    });
    expectContract('StoreResetCustomerPassword', reset);
    expectNoSecrets(reset.body);
    const reused = await app.inject({
      method: 'POST',
      url: '/store/customers/password-reset',
      payload: { email: shopper.email, token, password: 'again and again' },
    });
    expect(reused.statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/store/auth',
      payload: { email: shopper.email, password: 'brand new pw' },
    });
    expectContract('StoreCreateAuth', signIn);
  });

  it('signs out: the cookie is cleared and its session ends', async () => {
    // The reset above ended the earlier session; sign in again.
    const signIn = await app.inject({
      method: 'POST',
      url: '/store/auth',
      payload: { email: shopper.email, password: 'brand new pw' },
    });
    cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
    const response = await app.inject({
      method: 'DELETE',
      url: '/store/auth',
      headers: { cookie },
    });
    expectContract('StoreDeleteAuth', response);
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/);
    const replayed = await app.inject({ method: 'GET', url: '/store/auth', headers: { cookie } });
    expect(replayed.statusCode).toBe(401);
  });
});

describe('admin customers', () => {
  it('creates, lists with q and pagination, gets and updates', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/admin/customers',
      headers: adminAuth,
      payload: {
        email: 'kim@example.com',
        first_name: 'Kim',
        last_name: 'Lee',
        password: 'kim password',
      },
    });
    const { customer } = expectContract('AdminCreateCustomer', created);
    expectNoSecrets(created.body);
    const dup = await app.inject({
      method: 'POST',
      url: '/admin/customers',
      headers: adminAuth,
      payload: {
        email: 'kim@example.com',
        first_name: 'K',
        last_name: 'L',
        password: 'another password',
      },
    });
    expect(dup.statusCode).toBe(422);

    const list = await app.inject({
      method: 'GET',
      url: '/admin/customers?q=kim&limit=1',
      headers: adminAuth,
    });
    const page = expectContract('AdminListCustomers', list);
    expect(page).toMatchObject({ count: 1, limit: 1, offset: 0 });
    expect(page.customers[0].id).toBe(customer.id);
    const all = expectContract(
      'AdminListCustomers',
      await app.inject({
        method: 'GET',
        url: '/admin/customers?limit=1&offset=1',
        headers: adminAuth,
      }),
    );
    expect(all).toMatchObject({ count: 2, offset: 1 });
    expect(all.customers).toHaveLength(1);
    expect(
      (await app.inject({ method: 'GET', url: '/admin/customers?limt=1', headers: adminAuth }))
        .statusCode,
    ).toBe(400);

    const got = await app.inject({
      method: 'GET',
      url: `/admin/customers/${customer.id}`,
      headers: adminAuth,
    });
    expect(expectContract('AdminGetCustomer', got).customer.email).toBe('kim@example.com');
    const updated = await app.inject({
      method: 'POST',
      url: `/admin/customers/${customer.id}`,
      headers: adminAuth,
      payload: { first_name: 'Kimberly' },
    });
    expect(expectContract('AdminUpdateCustomer', updated).customer.first_name).toBe('Kimberly');
    const taken = await app.inject({
      method: 'POST',
      url: `/admin/customers/${customer.id}`,
      headers: adminAuth,
      payload: { email: 'sam@example.com' },
    });
    expect(taken.statusCode).toBe(422);

    expect(
      (await app.inject({ method: 'GET', url: '/admin/customers/cus_nope', headers: adminAuth }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/admin/customers/cus_nope',
          headers: adminAuth,
          payload: { first_name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/admin/customers' })).statusCode).toBe(401);
  });
});
