import { eq } from 'drizzle-orm';
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
} from '../../../test/fixtures/carts.ts';
import { seedDiscount } from '../../../test/fixtures/discounts.ts';
import { adminCall, createDraft } from '../../../test/fixtures/draft-orders.ts';
import { lineItem } from '../../carts/carts/tables.ts';
import { reservationItem } from '../../inventory/reservations/tables.ts';
import { order as orderTable } from '../orders/tables.ts';

/*
 * AdminPayDraftOrder: the draft's cart becomes an order whose items, totals, payment and
 * stock reservations match the draft; paying again answers the same order; what cannot be
 * paid is refused with nothing changed; the `system` provider stays out of shoppers' reach.
 */

let database: Database;
let admin: FastifyInstance;
let regionId: string;
let optionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  await seedCurrencies(admin);
  regionId = (await createRegion(admin, { countries: ['dk'] })).id;
  optionId = (await createShippingOption(admin, regionId)).id;
});

afterAll(async () => {
  await admin?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  adminCall(admin, method, url, payload);
const pay = (id: string) => call('POST', `/admin/draft-orders/${id}/pay`);

async function variantStock(variantId: string): Promise<number> {
  const response = await call('GET', `/admin/variants/${variantId}`);
  return expectContract('AdminGetVariant', response).variant.inventory_quantity;
}

async function reservationsOfCart(cartId: string) {
  const lines = await database.db.select().from(lineItem).where(eq(lineItem.cart_id, cartId));
  const all = await database.db.select().from(reservationItem);
  return all.filter((r) => lines.some((l) => l.id === r.line_item_id));
}

async function notificationsOf(orderId: string) {
  const response = await call('GET', `/admin/notifications?resource_id=${orderId}`);
  return expectContract('AdminListNotifications', response).notifications;
}

describe('paying a draft order', () => {
  it('places an order with the draft’s items, totals, captured payment and reservations', async () => {
    const { variantId } = await createProduct(admin, { regionId, price: 1000, inventory: 5 });
    await seedDiscount(admin, 'PAY10', [regionId], { usage_limit: 5 });
    const draft = await createDraft(admin, {
      regionId,
      optionId,
      items: [
        { variant_id: variantId, quantity: 2 },
        { title: 'Installation', unit_price: 2000, quantity: 1 },
      ],
      extra: {
        shipping_methods: [{ option_id: optionId, price: 200 }],
        discounts: [{ code: 'PAY10' }],
      },
    });
    const cart = draft.cart;
    // 2 × 1000 less 10 %, 2000 custom (no discount), 200 shipping; 25 % tax.
    expect(cart).toMatchObject({
      subtotal: 4000,
      discount_total: 200,
      shipping_total: 200,
      tax_total: 1000,
      total: 5000,
    });

    const order = expectContract('AdminPayDraftOrder', await pay(draft.id)).order;
    expect(order).toMatchObject({
      status: 'pending',
      fulfillment_status: 'not_fulfilled',
      payment_status: 'captured',
      cart_id: cart.id,
      customer_id: cart.customer_id,
      email: 'buyer@example.com',
      draft_order_id: draft.id,
      currency_code: 'eur',
      subtotal: cart.subtotal,
      discount_total: cart.discount_total,
      shipping_total: cart.shipping_total,
      tax_total: cart.tax_total,
      total: cart.total,
      paid_total: 5000,
      refundable_amount: 5000,
      shipping_address: { city: 'Copenhagen' },
    });
    expect(
      order.items.map((i: { id: string; quantity: number; unit_price: number }) => [
        i.id,
        i.quantity,
        i.unit_price,
      ]),
    ).toEqual(
      cart.items.map((i: { id: string; quantity: number; unit_price: number }) => [
        i.id,
        i.quantity,
        i.unit_price,
      ]),
    );
    expect(order.shipping_methods).toMatchObject([{ shipping_option_id: optionId, price: 200 }]);
    expect(order.discounts.map((d: { code: string }) => d.code)).toEqual(['PAY10']);
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({
      provider_id: 'system',
      amount: 5000,
      currency_code: 'eur',
      data: { recorded_by: 'usr_test', status: 'captured' },
    });
    expect(order.payments[0].captured_at).not.toBeNull();

    // Stock: one reservation for the variant line, none for the custom line.
    const reservations = await reservationsOfCart(cart.id);
    const variantLine = cart.items.find((i: { variant_id: string | null }) => i.variant_id);
    expect(reservations.map((r) => [r.line_item_id, r.quantity])).toEqual([[variantLine.id, 2]]);
    expect(await variantStock(variantId)).toBe(3);

    const discount = expectContract(
      'AdminListDiscounts',
      await call('GET', '/admin/discounts?q=PAY10'),
    ).discounts[0];
    expect(discount.usage_count).toBe(1);

    const after = expectContract(
      'AdminGetDraftOrder',
      await call('GET', `/admin/draft-orders/${draft.id}`),
    ).draft_order;
    expect(after).toMatchObject({ status: 'completed', order_id: order.id });
    expect(after.completed_at).not.toBeNull();
    expect(after.order).toMatchObject({ id: order.id, display_id: order.display_id });
    expect(after.cart.completed_at).not.toBeNull();

    expect(
      (await notificationsOf(order.id)).map((n: { event_name: string }) => n.event_name),
    ).toEqual(['order.placed']);
  });

  it('answers the same order when paid again, placing nothing twice', async () => {
    const { variantId } = await createProduct(admin, { regionId, price: 700, inventory: 4 });
    const draft = await createDraft(admin, {
      regionId,
      optionId,
      items: [{ variant_id: variantId, quantity: 1 }],
      extra: { no_notification_order: true },
    });
    const [first, second] = await Promise.all([pay(draft.id), pay(draft.id)]);
    const a = expectContract('AdminPayDraftOrder', first).order;
    const b = expectContract('AdminPayDraftOrder', second).order;
    expect(b.id).toBe(a.id);
    const third = expectContract('AdminPayDraftOrder', await pay(draft.id)).order;
    expect(third.id).toBe(a.id);
    const orders = await database.db
      .select()
      .from(orderTable)
      .where(eq(orderTable.cart_id, draft.cart_id));
    expect(orders).toHaveLength(1);
    expect(orders[0]?.no_notification).toBe(true);
    expect(await reservationsOfCart(draft.cart_id)).toHaveLength(1);
    expect(await variantStock(variantId)).toBe(3);
    // no_notification_order: the order is placed silently.
    expect(await notificationsOf(a.id)).toEqual([]);
  });

  it('refuses what cannot be paid, changing nothing', async () => {
    const empty = await createDraft(admin, { regionId, optionId });
    expect(expectContract('AdminPayDraftOrder', await pay(empty.id), 400).code).toBe('cart_empty');

    const { variantId } = await createProduct(admin, { regionId, price: 500, inventory: 2 });
    const unshipped = expectContract(
      'AdminCreateDraftOrder',
      await call('POST', '/admin/draft-orders', {
        email: 'noship@example.com',
        region_id: regionId,
        items: [{ variant_id: variantId, quantity: 1 }],
        shipping_methods: [],
      }),
    ).draft_order;
    expect(expectContract('AdminPayDraftOrder', await pay(unshipped.id), 400).code).toBe(
      'shipping_method_required',
    );

    // Stock sold meanwhile: the draft had 2 units when made, only 1 is left when paid.
    const short = await createDraft(admin, {
      regionId,
      optionId,
      items: [{ variant_id: variantId, quantity: 2 }],
    });
    const other = await createDraft(admin, {
      regionId,
      optionId,
      items: [{ variant_id: variantId, quantity: 1 }],
    });
    expectContract('AdminPayDraftOrder', await pay(other.id));
    const refused = expectContract('AdminPayDraftOrder', await pay(short.id), 400);
    expect(refused).toMatchObject({ type: 'not_allowed', code: 'insufficient_inventory' });
    const still = expectContract(
      'AdminGetDraftOrder',
      await call('GET', `/admin/draft-orders/${short.id}`),
    ).draft_order;
    expect(still).toMatchObject({ status: 'open', order_id: null, order: null });
    expect(still.cart.completed_at).toBeNull();
    expect(await reservationsOfCart(short.cart_id)).toEqual([]);
    expect(await variantStock(variantId)).toBe(1);
  });

  it('keeps the system provider away from shoppers', async () => {
    const providers = expectContract(
      'AdminListStorePaymentProviders',
      await call('GET', '/admin/store/payment-providers'),
    ).payment_providers;
    expect(providers.map((p: { id: string }) => p.id)).not.toContain('system');
    const region = await call('POST', '/admin/regions', {
      name: 'System region',
      currency_code: 'eur',
      tax_rate: 0,
      payment_providers: ['system'],
      fulfillment_providers: ['manual'],
      countries: [],
    });
    expect(expectContract('AdminCreateRegion', region, 400).message).toBe(
      'Payment provider system does not exist',
    );
  });
});
