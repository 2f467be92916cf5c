import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import {
  createProduct,
  createRegion,
  createShippingOption,
  seedCurrencies,
  storeRequest,
} from '../../../test/fixtures/carts.ts';

/** The shipping options a cart may use, and its shipping methods (one per profile). */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;
let variantId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin, { countries: ['dk'] })).id;
  const elsewhere = (await createRegion(admin, { countries: ['se'] })).id;
  variantId = (await createProduct(admin, { regionId, price: 1000 })).variantId;
  const profiles = (await admin.inject({ method: 'GET', url: '/admin/shipping-profiles' })).json()
    .shipping_profiles as { id: string; type: string }[];
  const giftCardProfile = profiles.find((p) => p.type === 'gift_card')?.id;
  const option = async (name: string, extra: Record<string, unknown> = {}, region = regionId) => {
    ids[name] = (await createShippingOption(admin, region, { name, ...extra })).id;
  };
  await option('standard');
  await option('express', { amount: 1500 });
  await option('min 2000', { requirements: [{ type: 'min_subtotal', amount: 2000 }] });
  await option('min 5000', { requirements: [{ type: 'min_subtotal', amount: 5000 }] });
  await option('max 2000', { requirements: [{ type: 'max_subtotal', amount: 2000 }] });
  await option('max 1500', { requirements: [{ type: 'max_subtotal', amount: 1500 }] });
  await option('admin only', { admin_only: true });
  await option('return', { is_return: true });
  await option('calculated', { price_type: 'calculated', amount: undefined });
  await option('gift cards', { profile_id: giftCardProfile });
  await option('elsewhere', {}, elsewhere);
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  storeRequest(store, method, url, payload);

async function cartWith(quantity: number) {
  return expectContract(
    'StoreCreateCart',
    await call('POST', '/store/carts', {
      region_id: regionId,
      items: [{ variant_id: variantId, quantity }],
    }),
  ).cart;
}

const choose = (cartId: string, optionId: string) =>
  call('POST', `/store/carts/${cartId}/shipping-methods`, { option_id: optionId });

describe('shipping of a cart', () => {
  it('lists the options that fit the cart, priced for it', async () => {
    const cart = await cartWith(2);
    const listed = expectContract(
      'StoreListCartShippingOptions',
      await call('GET', `/store/shipping-options/${cart.id}`),
    ).shipping_options;
    // Subtotal 2000: both bounds of 2000 fit; admin-only, return, calculated (the manual
    // provider cannot price it), other profiles and other regions do not.
    expect(listed.map((o: { name: string }) => o.name).sort()).toEqual(
      ['express', 'max 2000', 'min 2000', 'standard'].sort(),
    );
    expect(listed.find((o: { name: string }) => o.name === 'standard')).toMatchObject({
      amount: 500,
      price_incl_tax: 625,
      region_id: regionId,
      requirements: [],
    });
    const empty = expectContract('StoreCreateCart', await call('POST', '/store/carts', {})).cart;
    expect(
      expectContract(
        'StoreListCartShippingOptions',
        await call('GET', `/store/shipping-options/${empty.id}`),
      ).shipping_options,
    ).toEqual([]);
    expectContract(
      'StoreListCartShippingOptions',
      await call('GET', '/store/shipping-options/cart_missing'),
      404,
    );
  });

  it('adds one method per profile, replacing the earlier one', async () => {
    const cart = await cartWith(2);
    const standard = expectContract(
      'StoreCreateCartShippingMethod',
      await choose(cart.id, ids.standard as string),
    ).cart;
    expect(standard).toMatchObject({
      shipping_methods: [
        {
          shipping_option_id: ids.standard,
          cart_id: cart.id,
          price: 500,
          subtotal: 500,
          tax_total: 125,
          total: 625,
          shipping_option: { name: 'standard' },
          tax_lines: [{ rate: 25 }],
        },
      ],
      items: [{ has_shipping: true }],
      shipping_total: 500,
      shipping_tax_total: 125,
      total: 2500 + 625,
    });
    const express = expectContract(
      'StoreCreateCartShippingMethod',
      await call('POST', `/store/carts/${cart.id}/shipping-methods`, {
        option_id: ids.express,
        data: { pickup_point: 'kiosk 7' },
      }),
    ).cart;
    expect(express.shipping_methods).toMatchObject([
      { shipping_option_id: ids.express, price: 1500, data: { pickup_point: 'kiosk 7' } },
    ]);
  });

  it('drops a method whose requirements the cart no longer meets', async () => {
    const cart = await cartWith(2);
    expectContract(
      'StoreCreateCartShippingMethod',
      await choose(cart.id, ids['max 2000'] as string),
    );
    const line = cart.items[0];
    const bigger = expectContract(
      'StoreUpdateCartLineItem',
      await call('POST', `/store/carts/${cart.id}/line-items/${line.id}`, { quantity: 3 }),
    ).cart;
    expect(bigger.shipping_methods).toEqual([]);
    expect(bigger.items[0].has_shipping).toBe(false);
  });

  it('refuses options the cart cannot use, and bad input', async () => {
    const cart = await cartWith(2);
    for (const name of [
      'min 5000',
      'admin only',
      'return',
      'calculated',
      'gift cards',
      'elsewhere',
    ]) {
      const refused = await choose(cart.id, ids[name] as string);
      expect(expectContract('StoreCreateCartShippingMethod', refused, 400).code).toBe(
        'shipping_option_unavailable',
      );
    }
    const unknown = await choose(cart.id, 'so_missing');
    expect(expectContract('StoreCreateCartShippingMethod', unknown, 400).message).toBe(
      'Shipping option with id: so_missing was not found',
    );
    expectContract(
      'StoreCreateCartShippingMethod',
      await call('POST', `/store/carts/${cart.id}/shipping-methods`, {}),
      400,
    );
    expectContract(
      'StoreCreateCartShippingMethod',
      await choose('cart_missing', ids.standard as string),
      404,
    );
  });
});
