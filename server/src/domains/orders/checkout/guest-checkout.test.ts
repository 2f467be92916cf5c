import { adminCreateShippingOption } from '@commerce/client/admin/operations';
import { ClientError, createClient } from '@commerce/client/runtime';
import {
  storeCompleteCart,
  storeCreateCart,
  storeCreateCartLineItem,
  storeCreateCartPaymentSessions,
  storeCreateCartShippingMethod,
  storeGetOrder,
  storeListCartShippingOptions,
  storeListProducts,
  storeListRegions,
  storeLookupOrder,
  storeSelectCartPaymentSession,
  storeUpdateCart,
  storeUpdateCartPaymentSession,
} from '@commerce/client/store/operations';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { seedDemoStore } from '../../../seed/demo-store.ts';
import { injectFetch } from '../../../seed/inject-fetch.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';

/*
 * A guest's whole checkout as a storefront makes it, through the generated client
 * (@commerce/client) against the demo store: browse, cart, address, shipping, card
 * payment, completion, and finding the order again.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let publishableApiKey: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  const staff = createClient({ baseUrl: 'http://127.0.0.1', fetch: injectFetch(admin) });
  publishableApiKey = (await seedDemoStore(staff)).publishableApiKey;
  // The demo catalogue has no shipping options; a store needs one to take orders.
  const { regions } = await storeListRegions(shopper());
  for (const region of regions) {
    await adminCreateShippingOption(staff, {
      name: 'Standard',
      region_id: region.id,
      provider_id: 'manual',
      data: { id: 'manual-fulfillment' },
      price_type: 'flat_rate',
      amount: 490,
    });
  }
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

function shopper() {
  return createClient({
    baseUrl: 'http://127.0.0.1',
    fetch: injectFetch(store),
    ...(publishableApiKey ? { publishableApiKey } : {}),
  });
}

describe('guest checkout through the generated client', () => {
  it('buys two products with a card and finds the order again', async () => {
    const client = shopper();
    const { regions } = await storeListRegions(client);
    const europe = regions.find((r) => r.currency_code === 'eur');
    if (!europe) throw new Error('the demo store has no eur region');
    const { products } = await storeListProducts(client, { region_id: europe.id, limit: 5 });
    const [first, second] = products
      .map((p) => p.variants?.find((v) => v.purchasable))
      .filter((v) => v !== undefined);
    if (!first || !second) throw new Error('the demo store has too few products in stock');

    let { cart } = await storeCreateCart(client, {
      region_id: europe.id,
      items: [{ variant_id: first.id, quantity: 2 }],
    });
    ({ cart } = await storeCreateCartLineItem(
      client,
      { id: cart.id },
      { variant_id: second.id, quantity: 1 },
    ));
    expect(cart.items?.map((i) => i.quantity)).toEqual([2, 1]);
    expect(cart.total).toBeGreaterThan(0);

    const address = {
      first_name: 'Grace',
      last_name: 'Hopper',
      address_1: 'Unter den Linden 1',
      city: 'Berlin',
      country_code: 'de',
      postal_code: '10117',
    };
    ({ cart } = await storeUpdateCart(
      client,
      { id: cart.id },
      { email: 'grace@example.com', shipping_address: address, billing_address: address },
    ));
    const { shipping_options } = await storeListCartShippingOptions(client, { cart_id: cart.id });
    const [option] = shipping_options;
    if (!option) throw new Error('no shipping option for the cart');
    ({ cart } = await storeCreateCartShippingMethod(
      client,
      { id: cart.id },
      { option_id: option.id },
    ));
    ({ cart } = await storeCreateCartPaymentSessions(client, { id: cart.id }));
    expect(cart.payment_sessions?.map((s) => s.provider_id)).toEqual(['manual', 'test-card']);
    ({ cart } = await storeSelectCartPaymentSession(
      client,
      { id: cart.id },
      { provider_id: 'test-card' },
    ));
    ({ cart } = await storeUpdateCartPaymentSession(
      client,
      { id: cart.id, provider_id: 'test-card' },
      { data: { card_number: '4242 4242 4242 4242' } },
    ));

    const completion = await storeCompleteCart(client, { id: cart.id });
    if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
    const order = completion.data;
    expect(order).toMatchObject({
      email: 'grace@example.com',
      status: 'pending',
      payment_status: 'awaiting',
      total: cart.total,
      shipping_address: { city: 'Berlin' },
    });
    // Completing again (a retry after a lost response) answers the same order.
    const retry = await storeCompleteCart(client, { id: cart.id });
    expect(retry.type === 'order' && retry.data.id).toBe(order.id);

    expect((await storeGetOrder(client, { id: order.id })).order.id).toBe(order.id);
    const found = await storeLookupOrder(client, {
      display_id: order.display_id,
      email: 'grace@example.com',
    });
    expect(found.order.id).toBe(order.id);
  });

  it('surfaces a declined card as a typed client error', async () => {
    const client = shopper();
    const { regions } = await storeListRegions(client);
    const region = regions[0];
    if (!region) throw new Error('no region');
    const { products } = await storeListProducts(client, { region_id: region.id, limit: 1 });
    const variant = products[0]?.variants?.find((v) => v.purchasable);
    if (!variant) throw new Error('no product in stock');
    let { cart } = await storeCreateCart(client, {
      region_id: region.id,
      items: [{ variant_id: variant.id, quantity: 1 }],
    });
    const country = region.countries?.[0]?.iso_2 ?? 'de';
    ({ cart } = await storeUpdateCart(
      client,
      { id: cart.id },
      { email: 'declined@example.com', shipping_address: { country_code: country, city: 'X' } },
    ));
    const { shipping_options } = await storeListCartShippingOptions(client, { cart_id: cart.id });
    await storeCreateCartShippingMethod(
      client,
      { id: cart.id },
      { option_id: shipping_options[0]?.id ?? '' },
    );
    await storeCreateCartPaymentSessions(client, { id: cart.id });
    await storeSelectCartPaymentSession(client, { id: cart.id }, { provider_id: 'test-card' });
    await storeUpdateCartPaymentSession(
      client,
      { id: cart.id, provider_id: 'test-card' },
      { data: { card_number: '4000 0000 0000 0002' } },
    );
    const error = await storeCompleteCart(client, { id: cart.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({
      status: 400,
      body: { type: 'not_allowed', code: 'payment_authorization_error' },
    });
  });
});
