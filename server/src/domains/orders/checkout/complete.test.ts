import { eq } from 'drizzle-orm';
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
  storeRequest,
} from '../../../test/fixtures/carts.ts';
import { seedDiscount } from '../../../test/fixtures/discounts.ts';
import { lineItem } from '../../carts/carts/tables.ts';
import { reservationItem } from '../../inventory/reservations/tables.ts';
import { productVariantInventoryItem } from '../../inventory/variant-inventory/tables.ts';

/*
 * StoreCompleteCart: the order it places, the payment paths of the test-card provider,
 * what it refuses (and that a refusal changes nothing), idempotency, and what completion
 * uses up (discount usage, gift card balance, stock).
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;
let optionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin, { countries: ['dk'] })).id;
  optionId = (await createShippingOption(admin, regionId)).id;
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  storeRequest(store, method, url, payload, headers);
const complete = (cartId: string, headers?: Record<string, string>) =>
  call('POST', `/store/carts/${cartId}/complete`, undefined, headers);

async function readyCart(quantity = 1, provider = 'manual', inventory = 10) {
  const { variantId } = await createProduct(admin, { regionId, price: 1000, inventory });
  const cart = await prepareCart(store, {
    regionId,
    optionId,
    provider,
    items: [{ variant_id: variantId, quantity }],
  });
  return { cart, variantId };
}

async function variantStock(variantId: string) {
  const response = await admin.inject({ method: 'GET', url: `/admin/variants/${variantId}` });
  return expectContract('AdminGetVariant', response).variant.inventory_quantity as number;
}

async function reservationsOf(cartId: string) {
  const lines = await database.db.select().from(lineItem).where(eq(lineItem.cart_id, cartId));
  const all = await database.db.select().from(reservationItem);
  return all.filter((r) => lines.some((l) => l.id === r.line_item_id));
}

describe('completing a cart', () => {
  it("reserves stock at the sales channel's locations only", async () => {
    const channel = await createSalesChannel(admin);
    const key = await publishableKey(admin, [channel]);
    // 10 units at the default location (not the channel's), 3 in the channel's shop.
    const { variantId } = await createProduct(admin, {
      regionId,
      inventory: 10,
      extra: { sales_channels: [{ id: channel }] },
    });
    const shop = expectContract(
      'AdminCreateStockLocation',
      await admin.inject({
        method: 'POST',
        url: '/admin/stock-locations',
        payload: { name: 'Shop' },
      }),
    ).stock_location;
    await admin.inject({
      method: 'POST',
      url: `/admin/sales-channels/${channel}/stock-locations`,
      payload: { location_id: shop.id },
    });
    const [link] = await database.db
      .select()
      .from(productVariantInventoryItem)
      .where(eq(productVariantInventoryItem.variant_id, variantId));
    expectContract(
      'AdminCreateInventoryItemLocationLevel',
      await admin.inject({
        method: 'POST',
        url: `/admin/inventory-items/${link?.inventory_item_id}/location-levels`,
        payload: { location_id: shop.id, stocked_quantity: 3 },
      }),
    );
    const tooMany = await call(
      'POST',
      '/store/carts',
      { region_id: regionId, items: [{ variant_id: variantId, quantity: 4 }] },
      key,
    );
    expect(expectContract('StoreCreateCart', tooMany, 400).code).toBe('insufficient_inventory');
    const cart = await prepareCart(store, {
      regionId,
      optionId,
      headers: key,
      items: [{ variant_id: variantId, quantity: 2 }],
    });
    expect(expectContract('StoreCompleteCart', await complete(cart.id, key)).type).toBe('order');
    expect((await reservationsOf(cart.id)).map((r) => [r.location_id, r.quantity])).toEqual([
      [shop.id, 2],
    ]);
  });

  it('places the order with its items, shipping, payment and addresses', async () => {
    const { cart, variantId } = await readyCart(2);
    const response = await complete(cart.id, { 'idempotency-key': 'checkout-1' });
    const body = expectContract('StoreCompleteCart', response);
    expect(body.type).toBe('order');
    const order = body.data;
    expect(order).toMatchObject({
      object: 'order',
      status: 'pending',
      payment_status: 'awaiting',
      fulfillment_status: 'not_fulfilled',
      cart_id: cart.id,
      customer_id: cart.customer_id,
      email: 'shopper@example.com',
      region_id: regionId,
      currency_code: 'eur',
      tax_rate: 25,
      sales_channel_id: cart.sales_channel_id,
      idempotency_key: 'checkout-1',
      shipping_address: { ...ADDRESS },
      items: [{ variant_id: variantId, quantity: 2, order_id: expect.any(String) }],
      shipping_methods: [{ shipping_option_id: optionId, price: 500 }],
      payments: [{ provider_id: 'manual', amount: 3125, currency_code: 'eur' }],
      subtotal: 2000,
      total: 3125,
      paid_total: 0,
      refundable_amount: 0,
      fulfillments: [],
      returns: [],
    });
    expect(order.id).toMatch(/^order_/);
    expect(order.display_id).toBeGreaterThan(0);
    expect(await variantStock(variantId)).toBe(8);
    expect((await reservationsOf(cart.id)).map((r) => r.quantity)).toEqual([2]);

    // The cart is completed and points at its payment.
    const completed = expectContract(
      'StoreGetCart',
      await call('GET', `/store/carts/${cart.id}`),
    ).cart;
    expect(completed).toMatchObject({
      completed_at: expect.any(String),
      payment_id: order.payments[0].id,
      payment: { id: order.payments[0].id },
      payment_session: { status: 'authorized' },
    });

    // Again: the same order, no second reservation, no second notification.
    const again = expectContract('StoreCompleteCart', await complete(cart.id));
    expect(again.data.id).toBe(order.id);
    expect(await reservationsOf(cart.id)).toHaveLength(1);
    const notes = expectContract(
      'AdminListNotifications',
      await admin.inject({
        method: 'GET',
        url: `/admin/notifications?resource_id=${order.id}`,
      }),
    ).notifications;
    expect(notes).toMatchObject([
      { event_name: 'order.placed', resource_type: 'order', to: 'shopper@example.com' },
    ]);
  });

  it('authorizes test cards, declines the declining one, and waits for 3-D Secure', async () => {
    const card = (cartId: string, data: object) =>
      call('POST', `/store/carts/${cartId}/payment-sessions/test-card`, { data });

    const good = await readyCart(1, 'test-card');
    await card(good.cart.id, { card_number: '4242424242424242' });
    const paid = expectContract('StoreCompleteCart', await complete(good.cart.id));
    expect(paid).toMatchObject({
      type: 'order',
      data: { payments: [{ provider_id: 'test-card', data: { status: 'authorized' } }] },
    });

    const declined = await readyCart(1, 'test-card');
    await card(declined.cart.id, { card_number: '4000 0000 0000 0002' });
    const refusal = expectContract('StoreCompleteCart', await complete(declined.cart.id), 400);
    expect(refusal).toMatchObject({
      type: 'not_allowed',
      code: 'payment_authorization_error',
      message: 'The card was declined',
    });
    // The cart is open, its stock unreserved, and its session says the card was refused.
    const open = expectContract(
      'StoreGetCart',
      await call('GET', `/store/carts/${declined.cart.id}`),
    ).cart;
    expect(open).toMatchObject({ completed_at: null, payment_session: { status: 'error' } });
    expect(await reservationsOf(declined.cart.id)).toEqual([]);
    expect(await variantStock(declined.variantId)).toBe(10);

    const secure = await readyCart(1, 'test-card');
    await card(secure.cart.id, { card_number: '4000 0027 6000 3184' });
    const waiting = expectContract('StoreCompleteCart', await complete(secure.cart.id));
    expect(waiting).toMatchObject({
      type: 'cart',
      data: {
        id: secure.cart.id,
        completed_at: null,
        payment_session: { status: 'requires_more' },
      },
      message: 'The card requires authentication (3-D Secure) before it can be charged',
    });
    expect(await reservationsOf(secure.cart.id)).toEqual([]);
    await card(secure.cart.id, { three_d_secure: 'passed' });
    expect(expectContract('StoreCompleteCart', await complete(secure.cart.id)).type).toBe('order');

    // Another card makes the session pending again.
    const retried = expectContract(
      'StoreUpdateCartPaymentSession',
      await card(declined.cart.id, { card_number: '4242 4242 4242 4242' }),
    ).cart;
    expect(retried.payment_session).toMatchObject({ status: 'pending' });
    expect(expectContract('StoreCompleteCart', await complete(declined.cart.id)).type).toBe(
      'order',
    );

    const noCard = await readyCart(1, 'test-card');
    const asked = expectContract('StoreCompleteCart', await complete(noCard.cart.id));
    expect(asked).toMatchObject({
      type: 'cart',
      message: 'Card details are needed to authorize the payment',
    });
  });

  it('takes a 3-D Secure outcome only for the challenge completing asked for', async () => {
    const card = (cartId: string, data: object) =>
      call('POST', `/store/carts/${cartId}/payment-sessions/test-card`, { data });
    const refused = async (cartId: string, data: object) =>
      expect(
        expectContract('StoreUpdateCartPaymentSession', await card(cartId, data), 400),
      ).toMatchObject({ type: 'invalid_data', code: 'payment_data_refused' });

    // A shopper cannot skip the challenge, nor pass one for a card that was not asked.
    const secure = await readyCart(1, 'test-card');
    await card(secure.cart.id, { card_number: '4000 0027 6000 3184' });
    await refused(secure.cart.id, { three_d_secure: 'passed' });
    await refused(secure.cart.id, { card_number: '4000 0027 6000 3184', three_d_secure: 'passed' });
    const declined = await readyCart(1, 'test-card');
    await card(declined.cart.id, { card_number: '4000 0000 0000 0002' });
    await refused(declined.cart.id, { card_class: 'authorizes' });
    await refused(declined.cart.id, { three_d_secure: 'passed' });
    expect(expectContract('StoreCompleteCart', await complete(declined.cart.id), 400).code).toBe(
      'payment_authorization_error',
    );

    // Completing asks for the challenge; failing it declines the card.
    const asked = expectContract('StoreCompleteCart', await complete(secure.cart.id));
    expect(asked).toMatchObject({
      type: 'cart',
      data: {
        payment_session: {
          status: 'requires_more',
          data: { three_d_secure: 'required', card_last4: '3184' },
        },
      },
    });
    const failed = expectContract(
      'StoreUpdateCartPaymentSession',
      await card(secure.cart.id, { three_d_secure: 'failed' }),
    ).cart;
    expect(failed.payment_session).toMatchObject({ data: { three_d_secure: 'failed' } });
    await refused(secure.cart.id, { three_d_secure: 'passed' });
    expect(expectContract('StoreCompleteCart', await complete(secure.cart.id), 400)).toMatchObject({
      code: 'payment_authorization_error',
      message: 'The card was declined: its 3-D Secure authentication failed',
    });
    expect(
      expectContract('StoreGetCart', await call('GET', `/store/carts/${secure.cart.id}`)).cart,
    ).toMatchObject({ completed_at: null, payment_session: { status: 'error' } });

    // The card again: a new challenge, passed this time, places the order.
    await card(secure.cart.id, { card_number: '4000 0027 6000 3184' });
    expect(expectContract('StoreCompleteCart', await complete(secure.cart.id)).type).toBe('cart');
    await card(secure.cart.id, { three_d_secure: 'passed' });
    const placed = expectContract('StoreCompleteCart', await complete(secure.cart.id));
    expect(placed).toMatchObject({
      type: 'order',
      data: { payments: [{ provider_id: 'test-card', data: { three_d_secure: 'passed' } }] },
    });
  });

  it('refuses carts that are not ready, changing nothing', async () => {
    const { variantId } = await createProduct(admin, { regionId });
    const create = async (payload: object) =>
      expectContract('StoreCreateCart', await call('POST', '/store/carts', payload)).cart;
    const refused = async (cartId: string, code: string) =>
      expect(expectContract('StoreCompleteCart', await complete(cartId), 400)).toMatchObject({
        type: 'not_allowed',
        code,
      });

    await refused((await create({ region_id: regionId })).id, 'cart_empty');
    const items = { region_id: regionId, items: [{ variant_id: variantId, quantity: 1 }] };
    await refused((await create(items)).id, 'email_required');
    const noShipping = await create(items);
    await call('POST', `/store/carts/${noShipping.id}`, {
      email: 'a@example.com',
      shipping_address: ADDRESS,
    });
    await refused(noShipping.id, 'shipping_method_required');
    await call('POST', `/store/carts/${noShipping.id}/shipping-methods`, { option_id: optionId });
    await refused(noShipping.id, 'payment_session_required');

    const sold = await readyCart(2, 'manual', 3);
    // Stock went below the cart's quantity after the line was added.
    await admin.inject({
      method: 'POST',
      url: `/admin/products/${(await database.db.select().from(lineItem).where(eq(lineItem.cart_id, sold.cart.id)))[0]?.product_id}/variants/${sold.variantId}`,
      payload: { inventory_quantity: 1 },
    });
    await refused(sold.cart.id, 'insufficient_inventory');
    expect(await reservationsOf(sold.cart.id)).toEqual([]);

    expectContract('StoreCompleteCart', await complete('cart_missing'), 404);
  });

  it('answers the order exactly as a later read of it shows it', async () => {
    // A discount (adjustments), tax lines, a shipping method and a managed variant whose
    // stock the completion reserves: the answer is built partly from the cart's (issue 29).
    await seedDiscount(admin, 'SAME', [regionId]);
    const { cart, variantId } = await readyCart(2, 'manual', 7);
    expectContract(
      'StoreUpdateCart',
      await call('POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'SAME' }] }),
    );
    const completion = expectContract('StoreCompleteCart', await complete(cart.id));
    expect(completion.type).toBe('order');
    const order = completion.data;
    expect(order.items[0]).toMatchObject({
      order_id: order.id,
      variant: { inventory_quantity: 5 },
    });
    expect(order.shipping_methods[0]).toMatchObject({ order_id: order.id });
    expect(order.discounts).toMatchObject([{ code: 'SAME' }]);
    expect(await variantStock(variantId)).toBe(5);
    const read = await call('GET', `/store/orders/${order.id}`);
    expect(JSON.stringify(order)).toBe(JSON.stringify(expectContract('StoreGetOrder', read).order));
  });

  it('counts discount usage and spends gift cards, refusing what was used up meanwhile', async () => {
    const discount = await seedDiscount(admin, 'ONCE', [regionId], { usage_limit: 1 });
    const card = expectContract(
      'AdminCreateGiftCard',
      await admin.inject({
        method: 'POST',
        url: '/admin/gift-cards',
        payload: { value: 1000, region_id: regionId },
      }),
    ).gift_card;
    const first = await readyCart(1);
    const second = await readyCart(1);
    for (const { cart } of [first, second]) {
      expectContract(
        'StoreUpdateCart',
        await call('POST', `/store/carts/${cart.id}`, {
          discounts: [{ code: 'ONCE' }],
          gift_cards: [{ code: card.code }],
        }),
      );
    }
    const order = expectContract('StoreCompleteCart', await complete(first.cart.id)).data;
    // 1000 - 100 discount + 225 tax + 625 shipping = 1750, of which the card pays 1000.
    expect(order).toMatchObject({
      discount_total: 100,
      gift_card_total: 1000,
      total: 750,
      discounts: [{ code: 'ONCE' }],
      gift_cards: [{ id: card.id }],
      payments: [{ amount: 750 }],
    });
    const used = expectContract(
      'AdminGetDiscount',
      await admin.inject({ method: 'GET', url: `/admin/discounts/${discount.id}` }),
    ).discount;
    expect(used.usage_count).toBe(1);
    const spent = expectContract(
      'AdminGetGiftCard',
      await admin.inject({ method: 'GET', url: `/admin/gift-cards/${card.id}` }),
    ).gift_card;
    expect(spent.balance).toBe(0);
    // The completed cart still shows what the card paid.
    const paidCart = expectContract(
      'StoreGetCart',
      await call('GET', `/store/carts/${first.cart.id}`),
    ).cart;
    expect(paidCart).toMatchObject({ gift_card_total: 1000, total: 750 });

    const refusal = expectContract('StoreCompleteCart', await complete(second.cart.id), 400);
    expect(refusal.code).toBe('discount_usage_limit_reached');
    // Without the used-up discount the cart completes; the emptied card covers nothing.
    await call('DELETE', `/store/carts/${second.cart.id}/discounts/ONCE`);
    const emptyCard = expectContract('StoreCompleteCart', await complete(second.cart.id));
    expect(emptyCard).toMatchObject({ type: 'order', data: { gift_card_total: 0, total: 1875 } });
  });
});
