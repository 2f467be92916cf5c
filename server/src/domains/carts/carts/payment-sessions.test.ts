import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import {
  createProduct,
  createRegion,
  seedCurrencies,
  storeRequest,
} from '../../../test/fixtures/carts.ts';

/** Payment sessions of a cart: one per provider of its region, selected, updated, refreshed. */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;
let manualOnly: string;
let variantId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin)).id;
  manualOnly = (await createRegion(admin, { payment_providers: ['manual'] })).id;
  variantId = (
    await createProduct(admin, {
      regionId,
      price: 1000,
      prices: [{ currency_code: 'eur', amount: 1000 }],
    })
  ).variantId;
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  storeRequest(store, method, url, payload);

async function cartIn(region: string, quantity = 1) {
  return expectContract(
    'StoreCreateCart',
    await call('POST', '/store/carts', {
      region_id: region,
      items: quantity ? [{ variant_id: variantId, quantity }] : [],
    }),
  ).cart;
}

describe('payment sessions', () => {
  it('opens one session per provider of the region, selecting a single one', async () => {
    const cart = await cartIn(regionId);
    const url = `/store/carts/${cart.id}/payment-sessions`;
    const opened = expectContract('StoreCreateCartPaymentSessions', await call('POST', url)).cart;
    expect(opened.payment_sessions).toMatchObject([
      { provider_id: 'manual', status: 'pending', amount: 1250, is_selected: false },
      { provider_id: 'test-card', status: 'pending', amount: 1250, is_selected: false },
    ]);
    expect(opened.payment_session).toBeNull();
    expect(opened.payment_sessions[0].id).toMatch(/^ps_/);
    // Again: the sessions stay, their amounts follow the cart.
    const again = expectContract('StoreCreateCartPaymentSessions', await call('POST', url)).cart;
    expect(again.payment_sessions.map((s: { id: string }) => s.id)).toEqual(
      opened.payment_sessions.map((s: { id: string }) => s.id),
    );
    const line = cart.items[0];
    const bigger = expectContract(
      'StoreUpdateCartLineItem',
      await call('POST', `/store/carts/${cart.id}/line-items/${line.id}`, { quantity: 2 }),
    ).cart;
    expect(bigger.payment_sessions.map((s: { amount: number }) => s.amount)).toEqual([2500, 2500]);

    const single = await cartIn(manualOnly);
    const selected = expectContract(
      'StoreCreateCartPaymentSessions',
      await call('POST', `/store/carts/${single.id}/payment-sessions`),
    ).cart;
    expect(selected.payment_session).toMatchObject({ provider_id: 'manual', is_selected: true });
  });

  it('selects, updates, refreshes and deletes a session', async () => {
    const cart = await cartIn(regionId);
    const base = `/store/carts/${cart.id}`;
    expectContract(
      'StoreCreateCartPaymentSessions',
      await call('POST', `${base}/payment-sessions`),
    );
    const chosen = expectContract(
      'StoreSelectCartPaymentSession',
      await call('POST', `${base}/payment-session`, { provider_id: 'test-card' }),
    ).cart;
    expect(chosen.payment_session).toMatchObject({ provider_id: 'test-card', is_selected: true });
    expect(
      chosen.payment_sessions.filter((s: { is_selected: boolean }) => s.is_selected),
    ).toHaveLength(1);

    const updated = expectContract(
      'StoreUpdateCartPaymentSession',
      await call('POST', `${base}/payment-sessions/test-card`, {
        data: { card_number: '4242 4242 4242 4242', holder: 'Ada' },
      }),
    ).cart;
    // The card number itself is never kept.
    expect(updated.payment_session.data).toEqual({
      status: 'pending',
      holder: 'Ada',
      card_last4: '4242',
      card_class: 'authorizes',
    });

    const refreshed = expectContract(
      'StoreRefreshCartPaymentSession',
      await call('POST', `${base}/payment-sessions/test-card/refresh`),
    ).cart;
    expect(refreshed.payment_session).toMatchObject({
      provider_id: 'test-card',
      is_selected: true,
      data: { status: 'pending' },
    });
    expect(refreshed.payment_session.id).not.toBe(chosen.payment_session.id);

    const deleted = expectContract(
      'StoreDeleteCartPaymentSession',
      await call('DELETE', `${base}/payment-sessions/test-card`),
    ).cart;
    expect(deleted.payment_sessions.map((s: { provider_id: string }) => s.provider_id)).toEqual([
      'manual',
    ]);
    expect(deleted.payment_session).toBeNull();
  });

  it('refuses what cannot be paid and bad input, and answers 404', async () => {
    const empty = await cartIn(regionId, 0);
    const none = await call('POST', `/store/carts/${empty.id}/payment-sessions`);
    expect(expectContract('StoreCreateCartPaymentSessions', none, 400).code).toBe('cart_empty');

    const cart = await cartIn(regionId);
    const base = `/store/carts/${cart.id}`;
    const notOpened = await call('POST', `${base}/payment-session`, { provider_id: 'manual' });
    expect(expectContract('StoreSelectCartPaymentSession', notOpened, 400).code).toBe(
      'payment_session_not_found',
    );
    expectContract(
      'StoreSelectCartPaymentSession',
      await call('POST', `${base}/payment-session`, {}),
      400,
    );
    expectContract(
      'StoreUpdateCartPaymentSession',
      await call('POST', `${base}/payment-sessions/manual`, { data: 'x' }),
      400,
    );
    expectContract(
      'StoreUpdateCartPaymentSession',
      await call('POST', `${base}/payment-sessions/manual`, { data: {} }),
      404,
    );
    expectContract(
      'StoreDeleteCartPaymentSession',
      await call('DELETE', `${base}/payment-sessions/manual`),
      404,
    );
    expectContract(
      'StoreRefreshCartPaymentSession',
      await call('POST', `${base}/payment-sessions/manual/refresh`),
      404,
    );
    const missing = '/store/carts/cart_missing';
    expectContract(
      'StoreCreateCartPaymentSessions',
      await call('POST', `${missing}/payment-sessions`),
      404,
    );
    expectContract(
      'StoreSelectCartPaymentSession',
      await call('POST', `${missing}/payment-session`, { provider_id: 'manual' }),
      404,
    );
  });
});
