import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import {
  ADDRESS,
  createProduct,
  createRegion,
  createSalesChannel,
  createShippingOption,
  prepareCart,
  publishableKey,
  seedCurrencies,
  signUp,
  storeRequest,
} from '../../../test/fixtures/carts.ts';
import { seedDiscount } from '../../../test/fixtures/discounts.ts';

/*
 * Carts: create, get, update, discount removal. Line items, shipping and payment sessions
 * have their own files; totals are in totals-api.test.ts. The cart operations accept
 * anonymous shoppers, so none answers 401.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let europe: { id: string };
let america: { id: string };
let variantId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  // The first region created is the store's default for carts made without one.
  europe = await createRegion(admin, { countries: ['dk'] });
  america = await createRegion(admin, { currency_code: 'usd', tax_rate: 10, countries: ['us'] });
  variantId = (
    await createProduct(admin, {
      regionId: europe.id,
      price: 1000,
      prices: [{ currency_code: 'usd', amount: 1200 }],
    })
  ).variantId;
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  storeRequest(store, method, url, payload, headers);

async function newCart(payload: object = {}, headers?: Record<string, string>) {
  return expectContract('StoreCreateCart', await call('POST', '/store/carts', payload, headers))
    .cart;
}

describe('creating a cart', () => {
  it('puts a cart without a region in the first region, with its only country', async () => {
    const cart = await newCart();
    expect(cart).toMatchObject({
      object: 'cart',
      region_id: europe.id,
      region: { id: europe.id, currency_code: 'eur' },
      email: null,
      customer_id: null,
      type: 'default',
      items: [],
      completed_at: null,
      shipping_address: { country_code: 'dk' },
      subtotal: 0,
      total: 0,
      context: { ip: '127.0.0.1', user_agent: 'lightMyRequest' },
    });
    expect(cart.id).toMatch(/^cart_[0-9A-Z]{26}$/);
    const store = (await admin.inject({ method: 'GET', url: '/admin/store' })).json().store;
    expect(cart.sales_channel_id).toBe(store.default_sales_channel_id);
  });

  it('creates a cart with items, a country and context', async () => {
    const cart = await newCart({
      region_id: america.id,
      country_code: 'us',
      items: [{ variant_id: variantId, quantity: 2 }],
      context: { locale: 'en-US' },
    });
    expect(cart).toMatchObject({
      region_id: america.id,
      shipping_address: { country_code: 'us' },
      context: { locale: 'en-US' },
      items: [{ variant_id: variantId, quantity: 2, unit_price: 1200, includes_tax: false }],
      subtotal: 2400,
      tax_total: 240,
      total: 2640,
    });
  });

  it('takes the sales channel from the publishable key', async () => {
    const channel = await createSalesChannel(admin);
    const key = await publishableKey(admin, [channel]);
    expect((await newCart({}, key)).sales_channel_id).toBe(channel);
    expect((await newCart({ sales_channel_id: channel }, key)).sales_channel_id).toBe(channel);
    const other = await createSalesChannel(admin);
    const outside = await call('POST', '/store/carts', { sales_channel_id: other }, key);
    expect(expectContract('StoreCreateCart', outside, 400).code).toBe('sales_channel_not_in_key');
    const twoChannels = await publishableKey(admin, [channel, other]);
    const ambiguous = await call('POST', '/store/carts', {}, twoChannels);
    expect(expectContract('StoreCreateCart', ambiguous, 400).code).toBe('sales_channel_required');
    const bad = await call('POST', '/store/carts', {}, { 'x-publishable-api-key': 'pk_nope' });
    expect(expectContract('StoreCreateCart', bad, 400).code).toBe('invalid_publishable_api_key');
    // The product is only in the default channel, so this channel does not sell it.
    const notSold = await call(
      'POST',
      '/store/carts',
      { items: [{ variant_id: variantId, quantity: 1 }] },
      key,
    );
    expect(expectContract('StoreCreateCart', notSold, 400).code).toBe('not_in_sales_channel');
  });

  it('gives the cart to the signed-in customer', async () => {
    const { customerId, headers } = await signUp(store, 'owner@example.com');
    const cart = await newCart({}, headers);
    expect(cart).toMatchObject({ customer_id: customerId, email: 'owner@example.com' });
  });

  it('rejects bad input', async () => {
    const bad = async (payload: object) =>
      expectContract('StoreCreateCart', await call('POST', '/store/carts', payload), 400);
    await bad({ region_id: 'reg_missing' });
    await bad({ items: [{ variant_id: variantId, quantity: 0 }] });
    await bad({ items: [{ variant_id: variantId }] });
    await bad({ customer_id: 'cus_x' });
    expect((await bad({ items: [{ variant_id: 'variant_x', quantity: 1 }] })).message).toBe(
      'Variant with id: variant_x was not found',
    );
    expect((await bad({ country_code: 'us' })).code).toBe('country_not_in_region');
    expect((await bad({ items: [{ variant_id: variantId, quantity: 11 }] })).code).toBe(
      'insufficient_inventory',
    );
  });
});

describe('reading a cart', () => {
  it('answers the cart, and 404 for an unknown id', async () => {
    const cart = await newCart({ items: [{ variant_id: variantId, quantity: 1 }] });
    const got = expectContract('StoreGetCart', await call('GET', `/store/carts/${cart.id}`)).cart;
    expect(got).toEqual(cart);
    const missing = await call('GET', '/store/carts/cart_missing');
    expect(expectContract('StoreGetCart', missing, 404).message).toBe(
      'Cart with id: cart_missing was not found',
    );
    expectContract('StoreGetCart', await call('GET', `/store/carts/${cart.id}?limit=1`), 400);
  });

  it('gives a cart without a customer to the customer who reads it signed in', async () => {
    const cart = await newCart();
    const { customerId, headers } = await signUp(store, 'reader@example.com');
    const got = expectContract(
      'StoreGetCart',
      await call('GET', `/store/carts/${cart.id}`, undefined, headers),
    ).cart;
    expect(got).toMatchObject({ customer_id: customerId, email: 'reader@example.com' });
  });
});

describe('updating a cart', () => {
  it('sets the email, which makes the shopper a guest customer', async () => {
    const cart = await newCart();
    const url = `/store/carts/${cart.id}`;
    const first = expectContract(
      'StoreUpdateCart',
      await call('POST', url, { email: 'G@x.io' }),
    ).cart;
    expect(first.email).toBe('g@x.io');
    expect(first.customer_id).toMatch(/^cus_/);
    // The same email is the same guest; an account's email is never borrowed.
    const other = await newCart();
    const second = expectContract(
      'StoreUpdateCart',
      await call('POST', `/store/carts/${other.id}`, { email: 'g@x.io' }),
    ).cart;
    expect(second.customer_id).toBe(first.customer_id);
    const { customerId } = await signUp(store, 'account@example.com');
    const borrowed = expectContract(
      'StoreUpdateCart',
      await call('POST', url, { email: 'account@example.com' }),
    ).cart;
    expect(borrowed.customer_id).not.toBe(customerId);
  });

  it('gives carts that take one new email at once one guest customer', async () => {
    const carts = await Promise.all([newCart(), newCart(), newCart(), newCart()]);
    const answers = await Promise.all(
      carts.map((cart) => call('POST', `/store/carts/${cart.id}`, { email: 'Same@Once.io' })),
    );
    const owners = answers.map((answer) => expectContract('StoreUpdateCart', answer).cart);
    expect(owners[0]?.customer_id).toMatch(/^cus_/);
    expect(new Set(owners.map((cart) => cart.customer_id)).size).toBe(1);
    // And a later cart with that email finds the same guest without waiting for anyone.
    const later = await newCart();
    const again = expectContract(
      'StoreUpdateCart',
      await call('POST', `/store/carts/${later.id}`, { email: 'same@once.io' }),
    ).cart;
    expect(again.customer_id).toBe(owners[0]?.customer_id);
  });

  it('sets addresses, from a payload or a saved address of the customer', async () => {
    const { headers } = await signUp(store, 'addresses@example.com');
    const saved = (
      await store.inject({
        method: 'POST',
        url: '/store/customers/me/addresses',
        headers,
        payload: { address: { ...ADDRESS, city: 'Aarhus' } },
      })
    ).json().customer.shipping_addresses[0];
    const cart = await newCart({}, headers);
    const url = `/store/carts/${cart.id}`;
    const withBilling = expectContract(
      'StoreUpdateCart',
      await call('POST', url, { billing_address: ADDRESS, shipping_address: saved.id }, headers),
    ).cart;
    expect(withBilling.billing_address).toMatchObject({ ...ADDRESS, customer_id: null });
    // A copy: the cart never shares the customer's saved address.
    expect(withBilling.shipping_address).toMatchObject({ city: 'Aarhus', customer_id: null });
    expect(withBilling.shipping_address_id).not.toBe(saved.id);
    const patched = expectContract(
      'StoreUpdateCart',
      await call('POST', url, { shipping_address: { phone: '+45 1234' } }),
    ).cart;
    expect(patched.shipping_address).toMatchObject({ city: 'Aarhus', phone: '+45 1234' });
    expect(patched.shipping_address_id).toBe(withBilling.shipping_address_id);
    // Someone else's saved address, or one signed out, is not found.
    const stranger = await call('POST', url, { shipping_address: saved.id });
    expect(expectContract('StoreUpdateCart', stranger, 400).code).toBe('unknown_reference');
    const abroad = await call('POST', url, { shipping_address: { country_code: 'us' } });
    expect(expectContract('StoreUpdateCart', abroad, 400).code).toBe('country_not_in_region');
  });

  it('moves a cart to another region: lines repriced, shipping methods dropped', async () => {
    const option = await createShippingOption(admin, europe.id);
    const euroOnly = (await createProduct(admin, { regionId: europe.id, price: 700 })).variantId;
    const cart = await newCart({
      items: [
        { variant_id: variantId, quantity: 1 },
        { variant_id: euroOnly, quantity: 1 },
      ],
    });
    const url = `/store/carts/${cart.id}`;
    expectContract(
      'StoreCreateCartShippingMethod',
      await call('POST', `${url}/shipping-methods`, { option_id: option.id }),
    );
    expectContract('StoreCreateCartPaymentSessions', await call('POST', `${url}/payment-sessions`));
    const moved = expectContract(
      'StoreUpdateCart',
      await call('POST', url, { region_id: america.id }),
    ).cart;
    expect(moved).toMatchObject({
      region_id: america.id,
      region: { currency_code: 'usd' },
      // The line without a usd price is gone; the other is priced in usd.
      items: [{ variant_id: variantId, unit_price: 1200 }],
      shipping_methods: [],
      payment_sessions: [],
      shipping_address: { country_code: 'us' },
      total: 1320,
    });
  });

  it('applies discounts and gift cards by code, and removes a discount', async () => {
    const code = 'CARTTEN';
    await seedDiscount(admin, code, [europe.id]);
    await seedDiscount(admin, 'AMERICA', [america.id]);
    const card = expectContract(
      'AdminCreateGiftCard',
      await admin.inject({
        method: 'POST',
        url: '/admin/gift-cards',
        payload: { value: 300, region_id: europe.id },
      }),
    ).gift_card;
    const cart = await newCart({ items: [{ variant_id: variantId, quantity: 1 }] });
    const url = `/store/carts/${cart.id}`;
    const discounted = expectContract(
      'StoreUpdateCart',
      await call('POST', url, {
        discounts: [{ code: 'carTten' }],
        gift_cards: [{ code: card.code.toLowerCase() }],
      }),
    ).cart;
    expect(discounted).toMatchObject({
      discounts: [{ code, rule: { type: 'percentage', value: 10 } }],
      gift_cards: [{ id: card.id }],
      discount_total: 100,
      gift_card_total: 300,
      total: 900 + 225 - 300,
      items: [{ adjustments: [{ amount: 100, description: 'discount' }] }],
    });
    const wrongRegion = await call('POST', url, { discounts: [{ code: 'AMERICA' }] });
    expect(expectContract('StoreUpdateCart', wrongRegion, 400).code).toBe('discount_region');
    const unknown = await call('POST', url, { discounts: [{ code: 'NOPE' }] });
    expect(expectContract('StoreUpdateCart', unknown, 400).code).toBe('discount_not_found');
    const unknownCard = await call('POST', url, { gift_cards: [{ code: 'NOPE' }] });
    expect(expectContract('StoreUpdateCart', unknownCard, 400).code).toBe('gift_card_not_found');

    const removed = expectContract(
      'StoreDeleteCartDiscount',
      await call('DELETE', `${url}/discounts/${code}`),
    ).cart;
    expect(removed).toMatchObject({ discounts: [], discount_total: 0, total: 1250 - 300 });
    expect(removed.items[0].adjustments).toEqual([]);
    // Removing a code the cart does not carry changes nothing.
    expectContract('StoreDeleteCartDiscount', await call('DELETE', `${url}/discounts/OTHER`));
    expectContract(
      'StoreDeleteCartDiscount',
      await call('DELETE', '/store/carts/cart_missing/discounts/X'),
      404,
    );
  });

  it('accepts only the signed-in customer as customer_id', async () => {
    const { customerId, headers } = await signUp(store, 'claimer@example.com');
    const cart = await newCart();
    const url = `/store/carts/${cart.id}`;
    const anonymous = await call('POST', url, { customer_id: customerId });
    expect(expectContract('StoreUpdateCart', anonymous, 400).code).toBe('customer_not_signed_in');
    const own = expectContract(
      'StoreUpdateCart',
      await call('POST', url, { customer_id: customerId }, headers),
    ).cart;
    expect(own).toMatchObject({ customer_id: customerId, email: 'claimer@example.com' });
  });

  it('rejects bad input, unknown carts and completed carts', async () => {
    const cart = await newCart();
    const url = `/store/carts/${cart.id}`;
    expectContract('StoreUpdateCart', await call('POST', url, { email: 'not-an-email' }), 400);
    expectContract('StoreUpdateCart', await call('POST', url, { colour: 'red' }), 400);
    expectContract('StoreUpdateCart', await call('POST', url, { region_id: 'reg_x' }), 400);
    expectContract('StoreUpdateCart', await call('POST', url, { discounts: [{}] }), 400);
    expectContract(
      'StoreUpdateCart',
      await call('POST', '/store/carts/cart_missing', { email: 'a@b.co' }),
      404,
    );

    const option = await createShippingOption(admin, europe.id);
    const done = await prepareCart(store, {
      regionId: europe.id,
      optionId: option.id,
      items: [{ variant_id: variantId, quantity: 1 }],
    });
    expectContract('StoreCompleteCart', await call('POST', `/store/carts/${done.id}/complete`));
    const late = await call('POST', `/store/carts/${done.id}`, { email: 'late@example.com' });
    expect(expectContract('StoreUpdateCart', late, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'cart_completed',
    });
  });
});
