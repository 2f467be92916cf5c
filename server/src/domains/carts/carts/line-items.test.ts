import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import {
  createProduct,
  createRegion,
  createSalesChannel,
  publishableKey,
  seedCurrencies,
  storeRequest,
} from '../../../test/fixtures/carts.ts';

/** Line items: add (and merge), change the quantity, remove; stock and channel checks. */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin, { countries: ['dk'] })).id;
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  storeRequest(store, method, url, payload, headers);

async function newCart(headers?: Record<string, string>) {
  return expectContract('StoreCreateCart', await call('POST', '/store/carts', {}, headers)).cart;
}

const add = (cartId: string, payload: object, headers?: Record<string, string>) =>
  call('POST', `/store/carts/${cartId}/line-items`, payload, headers);

describe('line items', () => {
  it('writes only the new line’s tax lines: the others keep theirs as stored', async () => {
    const first = await createProduct(admin, { regionId, price: 1000 });
    const second = await createProduct(admin, { regionId, price: 2000 });
    const cart = await newCart();
    type Line = { id: string; has_shipping: boolean | null; tax_lines: { id: string }[] };
    const before = expectContract(
      'StoreCreateCartLineItem',
      await add(cart.id, { variant_id: first.variantId, quantity: 1 }),
    ).cart.items as Line[];
    const after = expectContract(
      'StoreCreateCartLineItem',
      await add(cart.id, { variant_id: second.variantId, quantity: 1 }),
    ).cart;
    const [kept] = before;
    const again = (after.items as Line[]).find((item) => item.id === kept?.id);
    expect(again?.tax_lines).toEqual(kept?.tax_lines);
    const added = (after.items as Line[]).find((item) => item.id !== kept?.id);
    expect(added?.tax_lines).toHaveLength(1);
    // No shipping method: the line is stored without shipping, as the refresh sets it.
    expect(after.items.map((item: Line) => item.has_shipping)).toEqual([false, false]);
    expect(after.tax_total).toBe(750);
  });

  it('adds a variant at its region price and merges the same variant', async () => {
    const { product, variantId } = await createProduct(admin, {
      regionId,
      price: 1500,
      inventory: 5,
      extra: { thumbnail: 'https://example.com/t.png' },
    });
    const cart = await newCart();
    const first = expectContract(
      'StoreCreateCartLineItem',
      await add(cart.id, {
        variant_id: variantId,
        quantity: 2,
      }),
    ).cart;
    expect(first.items).toMatchObject([
      {
        cart_id: cart.id,
        title: product.title,
        description: 'One size',
        thumbnail: 'https://example.com/t.png',
        variant_id: variantId,
        variant: { id: variantId, product_id: product.id },
        unit_price: 1500,
        quantity: 2,
        should_merge: true,
        allow_discounts: true,
        is_giftcard: false,
        has_shipping: false,
        subtotal: 3000,
        tax_total: 750,
        total: 3750,
        tax_lines: [{ rate: 25, name: 'default' }],
      },
    ]);
    expect(first.items[0].id).toMatch(/^item_/);
    const merged = expectContract(
      'StoreCreateCartLineItem',
      await add(cart.id, {
        variant_id: variantId,
        quantity: 3,
      }),
    ).cart;
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0].quantity).toBe(5);
    // Other metadata makes another line, and stock counts every line of the variant.
    const beyond = await add(cart.id, {
      variant_id: variantId,
      quantity: 1,
      metadata: { gift: 1 },
    });
    expect(expectContract('StoreCreateCartLineItem', beyond, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'insufficient_inventory',
      message: `Variant with id: ${variantId} does not have the required inventory`,
    });
  });

  it('sells past the stock with backorders or unmanaged inventory', async () => {
    const backorder = await createProduct(admin, { regionId, inventory: 0, allow_backorder: true });
    const unmanaged = await createProduct(admin, {
      regionId,
      inventory: 0,
      manage_inventory: false,
    });
    const cart = await newCart();
    expectContract(
      'StoreCreateCartLineItem',
      await add(cart.id, {
        variant_id: backorder.variantId,
        quantity: 3,
      }),
    );
    const both = expectContract(
      'StoreCreateCartLineItem',
      await add(cart.id, {
        variant_id: unmanaged.variantId,
        quantity: 4,
        metadata: { engraving: 'Ada' },
      }),
    ).cart;
    expect(both.items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 4]);
    expect(both.items[1].metadata).toEqual({ engraving: 'Ada' });
  });

  it('refuses variants that are not for sale here', async () => {
    const cart = await newCart();
    const draft = await createProduct(admin, { regionId, extra: { status: 'draft' } });
    const draftLine = await add(cart.id, { variant_id: draft.variantId, quantity: 1 });
    expect(expectContract('StoreCreateCartLineItem', draftLine, 400).code).toBe(
      'unknown_reference',
    );
    const otherRegion = await createRegion(admin, { currency_code: 'usd' });
    const unpriced = await createProduct(admin, { regionId: otherRegion.id });
    const noPrice = await add(cart.id, { variant_id: unpriced.variantId, quantity: 1 });
    expect(expectContract('StoreCreateCartLineItem', noPrice, 400).code).toBe('variant_not_priced');
    const channel = await createSalesChannel(admin);
    const key = await publishableKey(admin, [channel]);
    const elsewhere = await newCart(key);
    const { variantId } = await createProduct(admin, { regionId });
    const notSold = await add(elsewhere.id, { variant_id: variantId, quantity: 1 }, key);
    expect(expectContract('StoreCreateCartLineItem', notSold, 400).code).toBe(
      'not_in_sales_channel',
    );
    // Its reads go together (issue 29), its refusals in their old order: an unknown variant
    // first, then the channel, then the price.
    const unknown = await add(elsewhere.id, { variant_id: 'variant_x', quantity: 1 }, key);
    expect(expectContract('StoreCreateCartLineItem', unknown, 400).code).toBe('unknown_reference');
    const unsoldUnpriced = await add(
      elsewhere.id,
      { variant_id: unpriced.variantId, quantity: 1 },
      key,
    );
    expect(expectContract('StoreCreateCartLineItem', unsoldUnpriced, 400).code).toBe(
      'not_in_sales_channel',
    );
  });

  it('changes the quantity, removes at 0, and checks stock on the way up', async () => {
    const { variantId } = await createProduct(admin, { regionId, inventory: 4 });
    const cart = await newCart();
    const line = expectContract(
      'StoreCreateCartLineItem',
      await add(cart.id, {
        variant_id: variantId,
        quantity: 1,
      }),
    ).cart.items[0];
    const url = `/store/carts/${cart.id}/line-items/${line.id}`;
    const four = expectContract(
      'StoreUpdateCartLineItem',
      await call('POST', url, {
        quantity: 4,
        metadata: { note: 'x' },
      }),
    ).cart;
    expect(four.items[0]).toMatchObject({ quantity: 4, metadata: { note: 'x' }, subtotal: 4000 });
    const five = await call('POST', url, { quantity: 5 });
    expect(expectContract('StoreUpdateCartLineItem', five, 400).code).toBe(
      'insufficient_inventory',
    );
    const none = expectContract(
      'StoreUpdateCartLineItem',
      await call('POST', url, { quantity: 0 }),
    ).cart;
    expect(none.items).toEqual([]);
    expectContract('StoreUpdateCartLineItem', await call('POST', url, { quantity: 1 }), 404);
  });

  it('deletes a line', async () => {
    const { variantId } = await createProduct(admin, { regionId });
    const cart = await newCart();
    const line = expectContract(
      'StoreCreateCartLineItem',
      await add(cart.id, {
        variant_id: variantId,
        quantity: 1,
      }),
    ).cart.items[0];
    const url = `/store/carts/${cart.id}/line-items/${line.id}`;
    const empty = expectContract('StoreDeleteCartLineItem', await call('DELETE', url)).cart;
    expect(empty).toMatchObject({ items: [], total: 0 });
    expectContract('StoreDeleteCartLineItem', await call('DELETE', url), 404);
  });

  it('rejects bad input and answers 404 for unknown carts and lines', async () => {
    const { variantId } = await createProduct(admin, { regionId });
    const cart = await newCart();
    const bad = async (payload: object) =>
      expectContract('StoreCreateCartLineItem', await add(cart.id, payload), 400);
    await bad({ variant_id: variantId });
    await bad({ variant_id: variantId, quantity: 0 });
    await bad({ variant_id: variantId, quantity: '1' });
    await bad({ variant_id: variantId, quantity: 1, price: 1 });
    expect((await bad({ variant_id: 'variant_x', quantity: 1 })).message).toBe(
      'Variant with id: variant_x was not found',
    );
    expectContract(
      'StoreUpdateCartLineItem',
      await call('POST', `/store/carts/${cart.id}/line-items/item_x`, { quantity: -1 }),
      400,
    );
    expectContract(
      'StoreCreateCartLineItem',
      await add('cart_missing', { variant_id: variantId, quantity: 1 }),
      404,
    );
    expectContract(
      'StoreUpdateCartLineItem',
      await call('POST', '/store/carts/cart_missing/line-items/item_x', { quantity: 1 }),
      404,
    );
    expectContract(
      'StoreUpdateCartLineItem',
      await call('POST', `/store/carts/${cart.id}/line-items/item_x`, { quantity: 1 }),
      404,
    );
    expectContract(
      'StoreDeleteCartLineItem',
      await call('DELETE', '/store/carts/cart_missing/line-items/item_x'),
      404,
    );
  });
});
