import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import {
  createRegion,
  seedCurrencies,
  signUp,
  storeRequest,
} from '../../../test/fixtures/carts.ts';
import { createGroup, createPriceList, pricedProduct } from '../../../test/fixtures/price-lists.ts';

/*
 * Cart lines are priced through the calculated price on every change of the cart: for its
 * customer's groups, each line's quantity (tiers) and the moment of the change. Products
 * cost 1000 net in a 25 % eur region.
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

type Line = {
  id: string;
  unit_price: number;
  quantity: number;
  includes_tax: boolean;
  total: number;
};

async function newCart(headers?: Record<string, string>) {
  const response = await storeRequest(
    store,
    'POST',
    '/store/carts',
    { region_id: regionId },
    headers,
  );
  return expectContract('StoreCreateCart', response).cart as { id: string };
}

async function addLine(
  cartId: string,
  variantId: string,
  quantity: number,
  headers?: Record<string, string>,
) {
  const response = await storeRequest(
    store,
    'POST',
    `/store/carts/${cartId}/line-items`,
    { variant_id: variantId, quantity },
    headers,
  );
  return expectContract('StoreCreateCartLineItem', response).cart.items[0] as Line;
}

async function setQuantity(cartId: string, lineId: string, quantity: number) {
  const response = await storeRequest(
    store,
    'POST',
    `/store/carts/${cartId}/line-items/${lineId}`,
    {
      quantity,
    },
  );
  return expectContract('StoreUpdateCartLineItem', response).cart.items[0] as Line;
}

describe('cart line prices', () => {
  it('prices a member’s line by the group’s list, and a guest’s by the default', async () => {
    const { variantId } = await pricedProduct(admin, regionId);
    const member = await signUp(store, `line-member-${Date.now()}@example.com`);
    const group = await createGroup(admin, [member.customerId]);
    await createPriceList(admin, {
      customer_groups: [{ id: group.id }],
      prices: [{ variant_id: variantId, region_id: regionId, amount: 700 }],
    });
    const mine = await newCart(member.headers);
    expect(await addLine(mine.id, variantId, 2, member.headers)).toMatchObject({
      unit_price: 700,
      total: 1750,
    });
    const guest = await newCart();
    expect((await addLine(guest.id, variantId, 2)).unit_price).toBe(1000);
  });

  it('re-prices a line when its quantity crosses a tier', async () => {
    const { variantId } = await pricedProduct(admin, regionId);
    await createPriceList(admin, {
      prices: [
        { variant_id: variantId, region_id: regionId, amount: 900, max_quantity: 9 },
        { variant_id: variantId, region_id: regionId, amount: 800, min_quantity: 10 },
      ],
    });
    const cart = await newCart();
    const line = await addLine(cart.id, variantId, 1);
    expect(line.unit_price).toBe(900);
    expect((await setQuantity(cart.id, line.id, 10)).unit_price).toBe(800);
    expect((await setQuantity(cart.id, line.id, 3)).unit_price).toBe(900);
  });

  it('re-prices the lines when a member takes the cart over', async () => {
    const { variantId } = await pricedProduct(admin, regionId);
    const member = await signUp(store, `takeover-${Date.now()}@example.com`);
    const group = await createGroup(admin, [member.customerId]);
    await createPriceList(admin, {
      type: 'override',
      customer_groups: [{ id: group.id }],
      prices: [{ variant_id: variantId, region_id: regionId, amount: 1100 }],
    });
    const cart = await newCart();
    expect((await addLine(cart.id, variantId, 1)).unit_price).toBe(1000);
    const taken = expectContract(
      'StoreUpdateCart',
      await storeRequest(
        store,
        'POST',
        `/store/carts/${cart.id}`,
        { customer_id: member.customerId },
        member.headers,
      ),
    ).cart;
    expect(taken.customer_id).toBe(member.customerId);
    // An override applies even though it is dearer.
    expect(taken.items[0].unit_price).toBe(1100);
  });

  it('follows a list that stops applying at the next change of the cart', async () => {
    const { variantId } = await pricedProduct(admin, regionId);
    const list = await createPriceList(admin, {
      prices: [{ variant_id: variantId, region_id: regionId, amount: 500 }],
    });
    const cart = await newCart();
    const line = await addLine(cart.id, variantId, 1);
    expect(line.unit_price).toBe(500);
    expectContract(
      'AdminUpdatePriceList',
      await admin.inject({
        method: 'POST',
        url: `/admin/price-lists/${list.id}`,
        payload: { ends_at: new Date(Date.now() - 1000).toISOString() },
      }),
    );
    // A read shows what the last change stored; the next change prices anew.
    const read = expectContract(
      'StoreGetCart',
      await storeRequest(store, 'GET', `/store/carts/${cart.id}`),
    );
    expect(read.cart.items[0].unit_price).toBe(500);
    expect((await setQuantity(cart.id, line.id, 2)).unit_price).toBe(1000);
  });

  it('takes a tax-inclusive list price with its tax inclusion', async () => {
    const { variantId } = await pricedProduct(admin, regionId);
    await createPriceList(admin, {
      includes_tax: true,
      prices: [{ variant_id: variantId, region_id: regionId, amount: 1000 }],
    });
    // 1000 gross is cheaper than 1000 net plus 25 % tax.
    const cart = await newCart();
    const line = await addLine(cart.id, variantId, 1);
    expect(line).toMatchObject({ unit_price: 1000, includes_tax: true, total: 1000 });
  });
});
