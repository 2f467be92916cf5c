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
  createShippingOption,
  seedCurrencies,
  storeRequest,
} from '../../../test/fixtures/carts.ts';
import { seedDiscount } from '../../../test/fixtures/discounts.ts';

/*
 * Cart totals through the API, one row per rule (issue 5, item 1): tax-exclusive and
 * tax-inclusive regions, tax rates on products, product types and shipping options,
 * percentage and fixed discounts allocated over the total or per item, free shipping, and
 * gift cards covering part or all of the cart. Each cart is then completed, and its order
 * must show the same totals.
 *
 * Every row: 2 units of one product, one shipping method of 500 (tax on top), region
 * rate 25 %. In the tax-inclusive region the unit price 1250 holds 250 of tax.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
const regions = { exclusive: '', inclusive: '' };
const options = { exclusive: '', inclusive: '' };

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regions.exclusive = (await createRegion(admin, { countries: ['dk'] })).id;
  regions.inclusive = (await createRegion(admin, { countries: ['de'], includes_tax: true })).id;
  options.exclusive = (await createShippingOption(admin, regions.exclusive)).id;
  options.inclusive = (await createShippingOption(admin, regions.inclusive)).id;
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

interface Case {
  name: string;
  inclusive?: boolean;
  price?: number;
  productRate?: number;
  typeRate?: number;
  shippingRate?: number;
  discount?: { type: 'percentage' | 'fixed'; value: number; allocation: 'total' | 'item' };
  freeShipping?: boolean;
  giftCard?: number;
  expected: Record<string, number>;
}

const CASES: Case[] = [
  {
    name: 'tax-exclusive region',
    expected: {
      subtotal: 2000,
      discount_total: 0,
      item_tax_total: 500,
      shipping_total: 500,
      shipping_tax_total: 125,
      tax_total: 625,
      gift_card_total: 0,
      total: 3125,
    },
  },
  {
    name: 'tax-inclusive region',
    inclusive: true,
    price: 1250,
    expected: { subtotal: 2000, item_tax_total: 500, tax_total: 625, total: 3125 },
  },
  {
    name: 'a tax rate on the product overrides the region',
    productRate: 10,
    expected: { subtotal: 2000, item_tax_total: 200, shipping_tax_total: 125, total: 2825 },
  },
  {
    name: 'a tax rate on the product type overrides the region',
    typeRate: 12.5,
    expected: { item_tax_total: 250, total: 2875 },
  },
  {
    name: 'a tax rate on the shipping option overrides the region',
    shippingRate: 0,
    expected: { item_tax_total: 500, shipping_tax_total: 0, total: 3000 },
  },
  {
    name: 'percentage discount over the total',
    discount: { type: 'percentage', value: 10, allocation: 'total' },
    expected: { discount_total: 200, item_tax_total: 450, total: 2875 },
  },
  {
    name: 'percentage discount per item',
    discount: { type: 'percentage', value: 15, allocation: 'item' },
    expected: { discount_total: 300, item_tax_total: 425, total: 2750 },
  },
  {
    name: 'fixed discount over the total',
    discount: { type: 'fixed', value: 300, allocation: 'total' },
    expected: { discount_total: 300, item_tax_total: 425, total: 2750 },
  },
  {
    name: 'fixed discount per item (each unit)',
    discount: { type: 'fixed', value: 300, allocation: 'item' },
    expected: { discount_total: 600, item_tax_total: 350, total: 2375 },
  },
  {
    name: 'percentage discount in a tax-inclusive region',
    inclusive: true,
    price: 1250,
    discount: { type: 'percentage', value: 10, allocation: 'total' },
    expected: { subtotal: 2000, discount_total: 200, item_tax_total: 450, total: 2875 },
  },
  {
    name: 'free shipping',
    freeShipping: true,
    expected: { shipping_total: 0, shipping_tax_total: 0, tax_total: 500, total: 2500 },
  },
  {
    name: 'a gift card covering part of the cart',
    giftCard: 1000,
    expected: { gift_card_total: 1000, gift_card_tax_total: 0, tax_total: 625, total: 2125 },
  },
  {
    name: 'a gift card covering all of the cart',
    giftCard: 5000,
    expected: { gift_card_total: 3125, total: 0 },
  },
];

let codes = 0;

async function taxRate(payload: Record<string, unknown>) {
  const response = await admin.inject({
    method: 'POST',
    url: '/admin/tax-rates',
    payload: { code: `T${++codes}`, name: `Rate ${codes}`, ...payload },
  });
  expectContract('AdminCreateTaxRate', response);
}

describe('cart totals', () => {
  it.each(CASES)('$name', async (c) => {
    const regionId = c.inclusive ? regions.inclusive : regions.exclusive;
    const { product, variantId } = await createProduct(admin, {
      regionId,
      price: c.price ?? 1000,
      extra: c.typeRate !== undefined ? { type: { value: `Type ${++codes}` } } : {},
    });
    if (c.productRate !== undefined) {
      await taxRate({ rate: c.productRate, region_id: regionId, products: [product.id] });
    }
    if (c.typeRate !== undefined) {
      await taxRate({ rate: c.typeRate, region_id: regionId, product_types: [product.type_id] });
    }
    let optionId = c.inclusive ? options.inclusive : options.exclusive;
    if (c.shippingRate !== undefined) {
      optionId = (await createShippingOption(admin, regionId)).id;
      await taxRate({ rate: c.shippingRate, region_id: regionId, shipping_options: [optionId] });
    }
    const cart = expectContract(
      'StoreCreateCart',
      await storeRequest(store, 'POST', '/store/carts', {
        region_id: regionId,
        items: [{ variant_id: variantId, quantity: 2 }],
      }),
    ).cart;
    const url = `/store/carts/${cart.id}`;
    expectContract(
      'StoreCreateCartShippingMethod',
      await storeRequest(store, 'POST', `${url}/shipping-methods`, { option_id: optionId }),
    );
    const discounts: { code: string }[] = [];
    if (c.discount) {
      const code = `CASE${++codes}`;
      await seedDiscount(admin, code, [regionId], { rule: c.discount });
      discounts.push({ code });
    }
    if (c.freeShipping) {
      const code = `SHIP${++codes}`;
      await seedDiscount(admin, code, [regionId], {
        rule: { type: 'free_shipping', value: 0, allocation: 'total' },
      });
      discounts.push({ code });
    }
    const giftCards: { code: string }[] = [];
    if (c.giftCard !== undefined) {
      const card = expectContract(
        'AdminCreateGiftCard',
        await admin.inject({
          method: 'POST',
          url: '/admin/gift-cards',
          payload: { value: c.giftCard, region_id: regionId },
        }),
      ).gift_card;
      giftCards.push({ code: card.code });
    }
    const updated = expectContract(
      'StoreUpdateCart',
      await storeRequest(store, 'POST', url, {
        email: 'totals@example.com',
        shipping_address: { ...ADDRESS, country_code: c.inclusive ? 'de' : 'dk' },
        ...(discounts.length ? { discounts } : {}),
        ...(giftCards.length ? { gift_cards: giftCards } : {}),
      }),
    ).cart;
    expect(updated).toMatchObject(c.expected);
    expect(updated.total).toBe(
      updated.subtotal -
        updated.discount_total +
        updated.shipping_total +
        updated.tax_total -
        updated.gift_card_total,
    );
    const lineSum = updated.items.reduce((sum: number, i: { total: number }) => sum + i.total, 0);
    const shippingSum = updated.shipping_methods.reduce(
      (sum: number, m: { total: number }) => sum + m.total,
      0,
    );
    expect(lineSum + shippingSum - updated.gift_card_total).toBe(updated.total);

    // The order keeps the cart's totals.
    if (updated.total > 0) {
      expectContract(
        'StoreCreateCartPaymentSessions',
        await storeRequest(store, 'POST', `${url}/payment-sessions`),
      );
      expectContract(
        'StoreSelectCartPaymentSession',
        await storeRequest(store, 'POST', `${url}/payment-session`, { provider_id: 'manual' }),
      );
    }
    const done = expectContract(
      'StoreCompleteCart',
      await storeRequest(store, 'POST', `${url}/complete`),
    );
    expect(done.type).toBe('order');
    expect(done.data).toMatchObject(c.expected);
    expect(done.data.payments.map((p: { amount: number }) => p.amount)).toEqual(
      updated.total > 0 ? [updated.total] : [],
    );
  });
});
