import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import {
  adminRequest,
  type OrderWorld,
  orderWorld,
  placeOrder,
  stockedVariant,
} from '../../../test/fixtures/orders.ts';
import { payment, refund } from '../../carts/payments/tables.ts';

/*
 * Capturing and refunding an order's payments, by order and by payment. Refunds never pass
 * what is refundable (captured minus refunded), also when many race for the same money.
 */

let world: OrderWorld;
let variantId: string;

beforeAll(async () => {
  world = await orderWorld();
  variantId = await stockedVariant(world, 100, 1000);
});

afterAll(async () => {
  await world?.close();
});

const post = (url: string, payload?: object) => adminRequest(world, 'POST', url, payload);
const get = (url: string) => adminRequest(world, 'GET', url);

/** 1000 + 500 shipping, 25 % tax: 1875 due, authorized with the manual provider. */
async function order(email = 'payer@example.com') {
  return placeOrder(world, { items: [{ variant_id: variantId, quantity: 1 }], email });
}

describe('capturing', () => {
  it('captures the order’s payments once, and refunds nothing before that', async () => {
    const placed = await order();
    expect(placed).toMatchObject({ payment_status: 'awaiting', total: 1875, paid_total: 0 });
    const early = await post(`/admin/orders/${placed.id}/refund`, { amount: 100, reason: 'other' });
    expect(expectContract('AdminRefundOrderPayment', early, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'order_payment_status_awaiting',
    });
    const captured = expectContract(
      'AdminCaptureOrderPayment',
      await post(`/admin/orders/${placed.id}/capture`),
    ).order;
    expect(captured).toMatchObject({
      payment_status: 'captured',
      paid_total: 1875,
      refundable_amount: 1875,
    });
    expect(captured.payments[0].captured_at).not.toBeNull();
    expect(captured.payments[0].data).toMatchObject({ status: 'captured' });
    const again = await post(`/admin/orders/${placed.id}/capture`);
    expect(expectContract('AdminCaptureOrderPayment', again, 400).code).toBe(
      'order_payment_status_captured',
    );
    expectContract('AdminCaptureOrderPayment', await post('/admin/orders/order_x/capture'), 404);
  });

  it('reads and captures one payment, bringing its order along', async () => {
    const placed = await order();
    const id = placed.payments[0].id;
    const read = expectContract('AdminGetPayment', await get(`/admin/payments/${id}`)).payment;
    expect(read).toMatchObject({ id, order_id: placed.id, amount: 1875, captured_at: null });
    const captured = expectContract(
      'AdminCapturePayment',
      await post(`/admin/payments/${id}/capture`),
    ).payment;
    expect(captured.captured_at).not.toBeNull();
    const after = expectContract('AdminGetOrder', await get(`/admin/orders/${placed.id}`)).order;
    expect(after.payment_status).toBe('captured');
    const twice = await post(`/admin/payments/${id}/capture`);
    expect(expectContract('AdminCapturePayment', twice, 400).code).toBe('payment_captured');
    expectContract('AdminGetPayment', await get('/admin/payments/pay_missing'), 404);
    expectContract('AdminCapturePayment', await post('/admin/payments/pay_missing/capture'), 404);
  });
});

describe('refunding', () => {
  it('refunds in parts with a reason and note, tells the customer, stops at the captured amount', async () => {
    const placed = await order('refund@example.com');
    await post(`/admin/orders/${placed.id}/capture`);
    const url = `/admin/orders/${placed.id}/refund`;
    const part = expectContract(
      'AdminRefundOrderPayment',
      await post(url, { amount: 875, reason: 'discount', note: 'Loyalty' }),
    ).order;
    expect(part).toMatchObject({
      payment_status: 'partially_refunded',
      refunded_total: 875,
      refundable_amount: 1000,
    });
    expect(part.refunds).toHaveLength(1);
    expect(part.refunds[0]).toMatchObject({
      order_id: placed.id,
      payment_id: placed.payments[0].id,
      amount: 875,
      reason: 'discount',
      note: 'Loyalty',
    });
    expect(part.refunds[0].id).toMatch(/^ref_/);
    expect(
      world.sent.find(
        (m) => m.event_name === 'order.refund_created' && m.resource_id === placed.id,
      ),
    ).toMatchObject({ to: 'refund@example.com', data: { amount: 875, reason: 'discount' } });

    const tooMuch = await post(url, { amount: 1001, reason: 'other' });
    expect(expectContract('AdminRefundOrderPayment', tooMuch, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'refund_exceeds_refundable',
      message: 'Cannot refund 1001: only 1000 can be refunded',
    });
    const sentBefore = world.sent.length;
    const rest = expectContract(
      'AdminRefundOrderPayment',
      await post(url, { amount: 1000, reason: 'other', no_notification: true }),
    ).order;
    expect(rest).toMatchObject({ payment_status: 'refunded', refundable_amount: 0 });
    expect(world.sent.length).toBe(sentBefore);
    const more = await post(url, { amount: 1, reason: 'other' });
    expect(expectContract('AdminRefundOrderPayment', more, 400).code).toBe(
      'order_payment_status_refunded',
    );
    expectContract('AdminRefundOrderPayment', await post(url, { amount: 0, reason: 'other' }), 400);
    expectContract('AdminRefundOrderPayment', await post(url, { amount: 5, reason: 'oops' }), 400);
    expectContract('AdminRefundOrderPayment', await post(url, { amount: 5 }), 400);
  });

  it('sends nothing for an order marked no_notification', async () => {
    const placed = await order('quiet@example.com');
    await post(`/admin/orders/${placed.id}`, { no_notification: true });
    await post(`/admin/orders/${placed.id}/capture`);
    expectContract(
      'AdminRefundOrderPayment',
      await post(`/admin/orders/${placed.id}/refund`, { amount: 100, reason: 'other' }),
    );
    expectContract(
      'AdminRefundPayment',
      await post(`/admin/payments/${placed.payments[0].id}/refund`, {
        amount: 100,
        reason: 'other',
      }),
    );
    expect(world.sent.filter((m) => m.resource_id === placed.id)).toEqual([]);
  });

  it('refunds one payment and answers the refund', async () => {
    const placed = await order();
    const id = placed.payments[0].id;
    const uncaptured = await post(`/admin/payments/${id}/refund`, { amount: 10, reason: 'other' });
    expect(expectContract('AdminRefundPayment', uncaptured, 400).code).toBe('payment_not_captured');
    await post(`/admin/payments/${id}/capture`);
    const created = expectContract(
      'AdminRefundPayment',
      await post(`/admin/payments/${id}/refund`, { amount: 75, reason: 'claim', note: 'Dent' }),
    ).refund;
    expect(created).toMatchObject({
      payment_id: id,
      order_id: placed.id,
      amount: 75,
      note: 'Dent',
    });
    const after = expectContract('AdminGetOrder', await get(`/admin/orders/${placed.id}`)).order;
    expect(after).toMatchObject({ payment_status: 'partially_refunded', refunded_total: 75 });
    const over = await post(`/admin/payments/${id}/refund`, { amount: 1801, reason: 'other' });
    expect(expectContract('AdminRefundPayment', over, 400).code).toBe('refund_exceeds_refundable');
    expectContract(
      'AdminRefundPayment',
      await post('/admin/payments/pay_missing/refund', { amount: 1, reason: 'other' }),
      404,
    );
  });

  it('lets racing refunds take no more than was captured', async () => {
    const placed = await order();
    const paymentId = placed.payments[0].id as string;
    await post(`/admin/orders/${placed.id}/capture`);
    // Eight refunds of 500 at once, half by order and half by payment: 1875 fits three.
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? post(`/admin/orders/${placed.id}/refund`, { amount: 500, reason: 'other' })
          : post(`/admin/payments/${paymentId}/refund`, { amount: 500, reason: 'other' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(JSON.parse(response.body).code).toBe('refund_exceeds_refundable');
    }
    const db = world.database.db;
    const [row] = await db.select().from(payment).where(eq(payment.id, paymentId));
    const [given] = await db
      .select({ n: sql<number>`coalesce(sum(${refund.amount}), 0)::int` })
      .from(refund)
      .where(eq(refund.payment_id, paymentId));
    expect(row?.amount_refunded).toBe(1500);
    expect(Number(given?.n)).toBe(1500);
    const after = expectContract('AdminGetOrder', await get(`/admin/orders/${placed.id}`)).order;
    expect(after).toMatchObject({ refunded_total: 1500, refundable_amount: 375 });
  });

  it('is refused by the database past the amount or before capture', async () => {
    const placed = await order();
    const id = placed.payments[0].id as string;
    const db = world.database.db;
    // Not captured yet: no refund at all.
    await expect(
      db.update(payment).set({ amount_refunded: 1 }).where(eq(payment.id, id)),
    ).rejects.toThrow();
    await post(`/admin/payments/${id}/capture`);
    await expect(
      db
        .update(payment)
        .set({ amount_refunded: sql`${payment.amount} + 1` })
        .where(eq(payment.id, id)),
    ).rejects.toThrow();
    const [row] = await db.select().from(payment).where(eq(payment.id, id));
    expect(row?.amount_refunded).toBe(0);
  });
});
