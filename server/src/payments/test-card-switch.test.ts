import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { recordInstalledPaymentProviders } from '../domains/settings/index.ts';
import { firstStart, firstStartSettings } from '../seed/first-start.ts';
import { readSettings } from '../settings/settings.ts';
import { authenticateAsStaff, buildTestApp } from '../test/app.ts';
import { expectContract } from '../test/contract.ts';
import { testDatabase } from '../test/database.ts';
import {
  createProduct,
  createRegion,
  createShippingOption,
  seedCurrencies,
  storeRequest,
} from '../test/fixtures/carts.ts';
import { paymentProvider, paymentProviderInstalled } from './providers.ts';

/*
 * Issue 26: a production store must not take orders paid with test cards. With
 * PAYMENT_TEST_CARD off (the default with DATABASE_URL), `test-card` is not installed: the
 * admin sees so, no region can add it, and a region that had it offers shoppers only its
 * other providers.
 */

let database: Database;
let admin: FastifyInstance;
let shop: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  shop = await buildTestApp(database);
  await seedCurrencies(admin);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await admin?.close();
  await shop?.close();
  await database?.close();
});

async function installedProviders(): Promise<Record<string, boolean>> {
  const { payment_providers } = expectContract(
    'AdminListStorePaymentProviders',
    await admin.inject({ method: 'GET', url: '/admin/store/payment-providers' }),
  );
  return Object.fromEntries(
    payment_providers.map((p: { id: string; is_installed: boolean }) => [p.id, p.is_installed]),
  );
}

/** A cart in the region with one item and an address: ready for its payment sessions. */
async function cartIn(regionId: string): Promise<string> {
  const { variantId } = await createProduct(admin, { regionId });
  const option = await createShippingOption(admin, regionId);
  const cart = expectContract(
    'StoreCreateCart',
    await storeRequest(shop, 'POST', '/store/carts', {
      region_id: regionId,
      items: [{ variant_id: variantId, quantity: 1 }],
    }),
  ).cart;
  await storeRequest(shop, 'POST', `/store/carts/${cart.id}/shipping-methods`, {
    option_id: option.id,
  });
  return cart.id;
}

describe('PAYMENT_TEST_CARD', () => {
  it('is on by default for the embedded database, off with DATABASE_URL', () => {
    vi.stubEnv('PAYMENT_TEST_CARD', '');
    vi.stubEnv('SEED_DEMO', '');
    vi.stubEnv('DATABASE_URL', '');
    expect(paymentProviderInstalled('test-card')).toBe(true);
    vi.stubEnv('DATABASE_URL', 'postgres://db.internal/shop');
    expect(paymentProviderInstalled('test-card')).toBe(false);
    expect(paymentProviderInstalled('manual')).toBe(true);
    vi.stubEnv('PAYMENT_TEST_CARD', 'true');
    expect(paymentProviderInstalled('test-card')).toBe(true);
  });

  it('switched off: not installed for the admin, and no region can add it', async () => {
    vi.stubEnv('PAYMENT_TEST_CARD', 'false');
    await recordInstalledPaymentProviders(database.db, paymentProviderInstalled);
    expect(await installedProviders()).toEqual({ manual: true, 'test-card': false });

    const refused = await admin.inject({
      method: 'POST',
      url: '/admin/regions',
      payload: {
        name: 'Live region',
        currency_code: 'eur',
        tax_rate: 20,
        payment_providers: ['manual', 'test-card'],
        fulfillment_providers: ['manual'],
        countries: [],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      type: 'invalid_data',
      message: 'Payment provider test-card is not installed on this server',
    });
    const region = await createRegion(admin, { payment_providers: ['manual'] });
    const added = await admin.inject({
      method: 'POST',
      url: `/admin/regions/${region.id}/payment-providers`,
      payload: { provider_id: 'test-card' },
    });
    expect(added.statusCode).toBe(400);

    vi.stubEnv('PAYMENT_TEST_CARD', 'true');
    await recordInstalledPaymentProviders(database.db, paymentProviderInstalled);
    expect(await installedProviders()).toEqual({ manual: true, 'test-card': true });
  });

  it('switched off: a region that had it offers shoppers only its other providers', async () => {
    const region = await createRegion(admin, { payment_providers: ['manual', 'test-card'] });
    const onCart = await cartIn(region.id);
    const on = expectContract(
      'StoreCreateCartPaymentSessions',
      await storeRequest(shop, 'POST', `/store/carts/${onCart}/payment-sessions`),
    ).cart;
    expect(on.payment_sessions.map((s: { provider_id: string }) => s.provider_id).sort()).toEqual([
      'manual',
      'test-card',
    ]);

    vi.stubEnv('PAYMENT_TEST_CARD', 'false');
    const offCart = await cartIn(region.id);
    const off = expectContract(
      'StoreCreateCartPaymentSessions',
      await storeRequest(shop, 'POST', `/store/carts/${offCart}/payment-sessions`),
    ).cart;
    expect(off.payment_sessions.map((s: { provider_id: string }) => s.provider_id)).toEqual([
      'manual',
    ]);
    // The cart that had a test-card session loses it when its sessions are made again.
    const again = expectContract(
      'StoreCreateCartPaymentSessions',
      await storeRequest(shop, 'POST', `/store/carts/${onCart}/payment-sessions`),
    ).cart;
    expect(again.payment_sessions.map((s: { provider_id: string }) => s.provider_id)).toEqual([
      'manual',
    ]);
    const card = await storeRequest(
      shop,
      'POST',
      `/store/carts/${onCart}/payment-sessions/test-card`,
      {
        data: { card_number: '4242 4242 4242 4242' },
      },
    );
    expect(card.statusCode).toBe(404);

    // Whatever reaches the plugin itself is refused, a made-up card never authorizes.
    const context = { amount: 1000, currency_code: 'eur', resource_id: offCart, email: null };
    await expect(
      paymentProvider('test-card').authorize({ card_class: 'authorizes' }, context),
    ).rejects.toThrow('Payment provider test-card is not installed');
  });
});

describe('SEED_DEMO=false', () => {
  it('creates the admin user on an empty database, and no demo store', async () => {
    const fresh = await testDatabase();
    const app = await buildTestApp(fresh);
    try {
      const settings = readSettings({
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'no demo for me',
      });
      expect(settings.paymentTestCard).toBe(false);
      const result = await firstStart(app, fresh, firstStartSettings(settings));
      expect(result).toEqual({ email: 'owner@example.com', seed: null });

      const signIn = await app.inject({
        method: 'POST',
        url: '/admin/auth/token',
        payload: { email: 'owner@example.com', password: 'no demo for me' },
      });
      expect(signIn.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${signIn.json().access_token}` };
      const regions = await app.inject({ method: 'GET', url: '/admin/regions', headers });
      expect(regions.json().count).toBe(0);
      const products = await app.inject({ method: 'GET', url: '/admin/products', headers });
      expect(products.json().count).toBe(0);
      // A later start finds the admin and does nothing.
      expect(await firstStart(app, fresh, firstStartSettings(settings))).toBeNull();
    } finally {
      await app.close();
      await fresh.close();
    }
  });
});
