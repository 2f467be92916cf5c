import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { storeRequest } from '../../../test/fixtures/carts.ts';
import {
  adminRequest,
  type OrderWorld,
  orderWorld,
  placeOrder,
  stockedVariant,
  stockOf,
} from '../../../test/fixtures/orders.ts';

/*
 * Whole edits as staff and shopper live them: a higher total paid through the edit's
 * payment collection and completed by the customer, a lower total leaving money to refund,
 * a declined edit leaving the order untouched, short stock refusing the confirmation.
 */

let world: OrderWorld;
let variantId: string;
let extraId: string;

beforeAll(async () => {
  world = await orderWorld();
  variantId = await stockedVariant(world, 50, 1000);
  extraId = await stockedVariant(world, 5, 400);
});

afterAll(async () => {
  await world?.close();
});

const post = (url: string, payload?: object) => adminRequest(world, 'POST', url, payload);
const get = (url: string) => adminRequest(world, 'GET', url);
const shop = (method: 'GET' | 'POST', url: string, payload?: object) =>
  storeRequest(world.store, method, url, payload);

async function order(email = 'editee@example.com') {
  // 2 × 1000 + 500 shipping, 25 % tax: 3125.
  return placeOrder(world, { items: [{ variant_id: variantId, quantity: 2 }], email });
}

async function editWith(orderId: string, note = 'staff only') {
  return expectContract(
    'AdminCreateOrderEdit',
    await post('/admin/order-edits', { order_id: orderId, internal_note: note }),
  ).order_edit;
}

describe('a higher total', () => {
  it('is paid through its payment collection, then completed by the customer', async () => {
    const placed = await order('more@example.com');
    const edit = await editWith(placed.id);
    const base = `/admin/order-edits/${edit.id}`;
    await post(`${base}/items`, { variant_id: extraId, quantity: 2 });
    const requested = expectContract(
      'AdminRequestOrderEdit',
      await post(`${base}/request`),
    ).order_edit;
    // 2 × 400 net + 25 % tax = 1000 more.
    expect(requested).toMatchObject({ status: 'requested', total: 4125, difference_due: 1000 });
    expect(requested.payment_collection_id).toMatch(/^paycol_/);
    expect(world.sent.find((m) => m.resource_id === edit.id)).toMatchObject({
      event_name: 'order_edit.requested',
      to: 'more@example.com',
      data: { link: `/order-edits/${edit.id}`, difference_due: 1000 },
    });

    const shown = expectContract(
      'StoreGetOrderEdit',
      await shop('GET', `/store/order-edits/${edit.id}`),
    ).order_edit;
    expect(shown).toMatchObject({ id: edit.id, internal_note: null, difference_due: 1000 });

    const unpaid = await shop('POST', `/store/order-edits/${edit.id}/complete`);
    expect(expectContract('StoreCompleteOrderEdit', unpaid, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'order_edit_unpaid',
    });
    const still = expectContract('AdminGetOrder', await get(`/admin/orders/${placed.id}`)).order;
    expect(still.items).toHaveLength(1);

    const collection = `/store/payment-collections/${requested.payment_collection_id}`;
    const opened = expectContract(
      'StoreCreatePaymentCollectionSession',
      await shop('POST', `${collection}/sessions`, { provider_id: 'manual' }),
    ).payment_collection;
    expect(opened.amount).toBe(1000);
    const sessionId = opened.payment_sessions[0].id;
    const authorized = expectContract(
      'StoreAuthorizePaymentCollectionSession',
      await shop('POST', `${collection}/sessions/${sessionId}/authorize`),
    ).payment_collection;
    expect(authorized.status).toBe('authorized');

    const before = await stockOf(world, extraId);
    const done = expectContract(
      'StoreCompleteOrderEdit',
      await shop('POST', `/store/order-edits/${edit.id}/complete`),
    ).order_edit;
    expect(done).toMatchObject({ status: 'confirmed', internal_note: null, difference_due: 0 });
    expect(done.confirmed_at).not.toBeNull();

    const after = expectContract('AdminGetOrder', await get(`/admin/orders/${placed.id}`)).order;
    expect(after.total).toBe(4125);
    expect(after.items).toHaveLength(2);
    expect(after.payments.map((p: { amount: number }) => p.amount).sort()).toEqual([1000, 3125]);
    const reserved = Object.values((await stockOf(world, extraId)).at);
    const beforeReserved = Object.values(before.at);
    expect(reserved.reduce((n, l) => n + l.reserved, 0)).toBe(
      beforeReserved.reduce((n, l) => n + l.reserved, 0) + 2,
    );
    expect((await stockOf(world, extraId)).inventory_quantity).toBe(
      (before.inventory_quantity ?? 0) - 2,
    );
  });
});

describe('a lower total', () => {
  it('needs no payment, and leaves the difference refundable on the order', async () => {
    const placed = await order('less@example.com');
    const stockBefore = await stockOf(world, variantId);
    const edit = await editWith(placed.id);
    const base = `/admin/order-edits/${edit.id}`;
    await post(`${base}/items/${edit.items[0].id}`, { quantity: 1 });
    const requested = expectContract(
      'AdminRequestOrderEdit',
      await post(`${base}/request`),
    ).order_edit;
    // 1000 net + 500 shipping, 25 % tax: 1875, 1250 less than was paid.
    expect(requested).toMatchObject({
      total: 1875,
      difference_due: -1250,
      payment_collection_id: null,
    });
    expectContract(
      'StoreCompleteOrderEdit',
      await shop('POST', `/store/order-edits/${edit.id}/complete`),
    );

    const after = expectContract('AdminGetOrder', await get(`/admin/orders/${placed.id}`)).order;
    expect(after.total).toBe(1875);
    expect(after.items[0].quantity).toBe(1);
    expect((await stockOf(world, variantId)).inventory_quantity).toBe(
      (stockBefore.inventory_quantity ?? 0) + 1,
    );
    const captured = expectContract(
      'AdminCaptureOrderPayment',
      await post(`/admin/orders/${placed.id}/capture`),
    ).order;
    expect(captured.refundable_amount - captured.total).toBe(1250);
    const refunded = expectContract(
      'AdminRefundOrderPayment',
      await post(`/admin/orders/${placed.id}/refund`, { amount: 1250, reason: 'other' }),
    ).order;
    expect(refunded).toMatchObject({
      payment_status: 'partially_refunded',
      refundable_amount: 1875,
    });
    const read = expectContract('AdminGetOrderEdit', await get(base)).order_edit;
    expect(read.difference_due).toBe(0);
  });
});

describe('what an edit changed', () => {
  it('keeps each original line as it was once the edit is confirmed', async () => {
    const placed = await placeOrder(world, {
      items: [
        { variant_id: variantId, quantity: 2 },
        { variant_id: extraId, quantity: 1 },
      ],
      email: 'changed@example.com',
    });
    const edit = await editWith(placed.id);
    const base = `/admin/order-edits/${edit.id}`;
    const [kept, dropped] = [variantId, extraId].map((id) =>
      edit.items.find((item: { variant_id: string }) => item.variant_id === id),
    );
    await post(`${base}/items/${kept.id}`, { quantity: 1 });
    expect((await adminRequest(world, 'DELETE', `${base}/items/${dropped.id}`)).statusCode).toBe(
      200,
    );
    await post(`${base}/request`);
    // 2 × 1000 net + 25 % tax, and 400 net + 25 % tax, as the order has them.
    const originals = (edit: { changes: { type: string; original_line_item: unknown }[] }) =>
      Object.fromEntries(
        edit.changes.map((change) => [change.type, change.original_line_item]),
      ) as Record<string, { quantity: number; total: number } | null>;
    const asked = expectContract(
      'StoreGetOrderEdit',
      await shop('GET', `/store/order-edits/${edit.id}`),
    ).order_edit;
    expect(originals(asked)).toMatchObject({
      item_update: { quantity: 2, total: 2500 },
      item_remove: { quantity: 1, total: 500 },
    });

    expectContract(
      'StoreCompleteOrderEdit',
      await shop('POST', `/store/order-edits/${edit.id}/complete`),
    );
    const after = expectContract('AdminGetOrder', await get(`/admin/orders/${placed.id}`)).order;
    expect(after.items.map((item: { quantity: number }) => item.quantity)).toEqual([1]);
    // The order's lines changed; the edit still says what they were.
    const done = expectContract(
      'StoreGetOrderEdit',
      await shop('GET', `/store/order-edits/${edit.id}`),
    ).order_edit;
    expect(done.status).toBe('confirmed');
    expect(originals(done)).toMatchObject({
      item_update: { quantity: 2, total: 2500 },
      item_remove: { quantity: 1, total: 500 },
    });
  });
});

describe('a declined edit', () => {
  it('leaves the order as it was and closes the collection', async () => {
    const placed = await order('no@example.com');
    const edit = await editWith(placed.id);
    const base = `/admin/order-edits/${edit.id}`;
    await post(`${base}/items`, { variant_id: extraId, quantity: 1 });
    const requested = expectContract(
      'AdminRequestOrderEdit',
      await post(`${base}/request`),
    ).order_edit;
    const declined = expectContract(
      'StoreDeclineOrderEdit',
      await shop('POST', `/store/order-edits/${edit.id}/decline`, { declined_reason: 'Too dear' }),
    ).order_edit;
    expect(declined).toMatchObject({ status: 'declined', declined_reason: 'Too dear' });
    expect(declined.declined_at).not.toBeNull();
    const after = expectContract('AdminGetOrder', await get(`/admin/orders/${placed.id}`)).order;
    expect(after).toMatchObject({ total: 3125, payments: [{ amount: 3125 }] });
    expect(after.edits).toMatchObject([{ id: edit.id, status: 'declined', internal_note: null }]);
    expect(after.items).toHaveLength(1);
    const collection = expectContract(
      'StoreGetPaymentCollection',
      await shop('GET', `/store/payment-collections/${requested.payment_collection_id}`),
    ).payment_collection;
    expect(collection.status).toBe('canceled');
    const again = await post(`${base}/confirm`);
    expect(expectContract('AdminConfirmOrderEdit', again, 400).code).toBe('order_edit_declined');
  });
});

describe('confirming', () => {
  it('refuses short stock with nothing changed, then confirms what fits', async () => {
    const placed = await order('stock@example.com');
    const edit = await editWith(placed.id);
    const base = `/admin/order-edits/${edit.id}`;
    const available = (await stockOf(world, extraId)).inventory_quantity ?? 0;
    await post(`${base}/items`, { variant_id: extraId, quantity: available + 1 });
    const short = await post(`${base}/confirm`);
    expect(expectContract('AdminConfirmOrderEdit', short, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'insufficient_inventory',
    });
    const unchanged = expectContract(
      'AdminGetOrder',
      await get(`/admin/orders/${placed.id}`),
    ).order;
    expect(unchanged.items).toHaveLength(1);
    expect(expectContract('AdminGetOrderEdit', await get(base)).order_edit.status).toBe('created');

    const added = expectContract('AdminGetOrderEdit', await get(base)).order_edit.items.find(
      (i: { original_item_id: string | null }) => !i.original_item_id,
    );
    await post(`${base}/items/${added.id}`, { quantity: 1 });
    const confirmed = expectContract(
      'AdminConfirmOrderEdit',
      await post(`${base}/confirm`),
    ).order_edit;
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmed_by: 'usr_test' });
    const after = expectContract('AdminGetOrder', await get(`/admin/orders/${placed.id}`)).order;
    expect(after.items).toHaveLength(2);
    expect(after.total).toBe(3625);
  });
});

describe('fulfilled units', () => {
  it('cannot be edited away, and a muted order gets no request notice', async () => {
    const placed = await order('packed@example.com');
    expectContract(
      'AdminCreateOrderFulfillment',
      await post(`/admin/orders/${placed.id}/fulfillment`, {
        items: [{ item_id: placed.items[0].id, quantity: 1 }],
      }),
    );
    await post(`/admin/orders/${placed.id}`, { no_notification: true });
    const edit = await editWith(placed.id);
    const base = `/admin/order-edits/${edit.id}`;
    const copy = edit.items[0];
    const lowered = await post(`${base}/items/${copy.id}`, { quantity: 0 });
    expect(expectContract('AdminUpdateOrderEditItem', lowered, 400).code).toBe(
      'order_edit_item_fulfilled',
    );
    const removed = await adminRequest(world, 'DELETE', `${base}/items/${copy.id}`);
    expect(expectContract('AdminDeleteOrderEditItem', removed, 400).code).toBe(
      'order_edit_item_fulfilled',
    );
    expect(expectContract('AdminGetOrderEdit', await get(base)).order_edit.changes).toEqual([]);
    expectContract(
      'AdminUpdateOrderEditItem',
      await post(`${base}/items/${copy.id}`, { quantity: 3 }),
    );
    const sentBefore = world.sent.length;
    expectContract('AdminRequestOrderEdit', await post(`${base}/request`));
    expect(world.sent.length).toBe(sentBefore);
    expectContract('AdminConfirmOrderEdit', await post(`${base}/confirm`));
    const after = expectContract('AdminGetOrder', await get(`/admin/orders/${placed.id}`)).order;
    expect(after.items[0]).toMatchObject({ quantity: 3, fulfilled_quantity: 1 });
    expect(after.fulfillment_status).toBe('partially_fulfilled');
  });
});
