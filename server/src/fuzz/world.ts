import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { NotificationProvider } from '../notifications/provider.ts';
import { buildTestApp, testPrincipal } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import {
  createRegion,
  createShippingOption,
  prepareCart,
  publishableKey,
  seedCurrencies,
  signUp,
} from '../test/fixtures/carts.ts';
import { seedDiscount } from '../test/fixtures/discounts.ts';
import { createDraft } from '../test/fixtures/draft-orders.ts';
import { type OrderWorld, placeOrder } from '../test/fixtures/orders.ts';
import { createGroup, createPriceList } from '../test/fixtures/price-lists.ts';
import { returnReason, shippedOrder } from '../test/fixtures/returns.ts';

/*
 * The store the fuzz run attacks: one of everything a path can name (an order shipped and
 * returned, a customer with an order and an address, an open cart, a draft, a discount, a
 * gift card, a price list…), a staff app signed in as an admin, a shopper app with the
 * customer's token and the storefront's publishable key. Rate limits are lifted, so the
 * hostile requests reach validation and the handlers instead of a 429.
 */

export interface FuzzWorld {
  database: Database;
  admin: FastifyInstance;
  store: FastifyInstance;
  /** Headers of the shopper's requests: the customer's bearer token and a publishable key. */
  storeHeaders: Record<string, string>;
  close(): Promise<void>;
}

const UNLIMITED = { rateLimit: { max: 1_000_000 } };
const quiet: NotificationProvider = {
  id: 'quiet',
  send: async (message) => ({ to: message.to, data: {} }),
};

export async function fuzzWorld(): Promise<FuzzWorld> {
  const database = await testDatabase();
  // Signed in as a real admin (made below), so what refers to the staff user has a record.
  let staffId = 'usr_test';
  const admin = await buildTestApp(database, {
    authenticate: async (_request, policy) => testPrincipal(staffId, 'admin', policy.schemes[0]),
    auth: UNLIMITED,
    notificationProviders: [quiet],
  });
  const store = await buildTestApp(database, { auth: UNLIMITED, notificationProviders: [quiet] });
  const post = async (url: string, payload: object) => {
    const response = await admin.inject({ method: 'POST', url, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body.slice(0, 300)}`);
    return response.json();
  };
  staffId = (
    await post('/admin/users', {
      email: 'fuzz-admin@example.com',
      role: 'admin',
      password: 'fuzz-password',
    })
  ).user.id;
  await seedCurrencies(admin);
  const regionId = (await createRegion(admin, { countries: ['dk', 'se'] })).id;
  const optionId = (await createShippingOption(admin, regionId, { amount: 500 })).id;
  const close = async () => {
    await admin.close();
    await store.close();
    await database.close();
  };
  const world: OrderWorld = { database, admin, store, regionId, optionId, sent: [], close };
  const shipped = await shippedOrder(world);
  await post(`/admin/orders/${shipped.orderId}/return`, {
    items: [{ item_id: shipped.lineId, quantity: 1 }],
  });
  const shopper = await signUp(store, 'fuzz-shopper@example.com');
  await store.inject({
    method: 'POST',
    url: '/store/customers/me/addresses',
    headers: shopper.headers,
    payload: {
      address: {
        first_name: 'Fuzz',
        last_name: 'Shopper',
        address_1: 'Main Street 1',
        city: 'Copenhagen',
        country_code: 'dk',
        postal_code: '1000',
      },
    },
  });
  await placeOrder(world, {
    items: [{ variant_id: shipped.variantId, quantity: 1 }],
    email: 'fuzz-shopper@example.com',
    headers: shopper.headers,
  });
  await prepareCart(store, {
    regionId: world.regionId,
    optionId: world.optionId,
    items: [{ variant_id: shipped.variantId, quantity: 1 }],
    headers: shopper.headers,
  });
  await createDraft(admin, {
    regionId: world.regionId,
    optionId: world.optionId,
    items: [{ variant_id: shipped.variantId, quantity: 1 }],
  });
  await seedDiscount(admin, 'FUZZ10', [world.regionId]);
  await post('/admin/gift-cards', { value: 1000, region_id: world.regionId });
  await createPriceList(admin, {});
  await createGroup(admin, [shopper.customerId]);
  await returnReason(world, 'fuzz');
  await post('/admin/notes', { resource_id: shipped.orderId, resource_type: 'order', value: 'Hi' });
  await post('/admin/invites', { user: 'fuzz-invite@example.com', role: 'member' });
  const { store: settings } = (await admin.inject({ method: 'GET', url: '/admin/store' })).json();
  const key = await publishableKey(admin, [settings.default_sales_channel_id]);
  return {
    database,
    admin,
    store,
    storeHeaders: { ...shopper.headers, ...key },
    close,
  };
}
