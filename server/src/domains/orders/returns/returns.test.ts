import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { storeRequest } from '../../../test/fixtures/carts.ts';
import { adminRequest, stockOf } from '../../../test/fixtures/orders.ts';
import {
  getOrder,
  returnOption,
  returnReason,
  shippedOrder,
  useOrderWorld,
} from '../../../test/fixtures/returns.ts';
import type { Return } from './wire.ts';

/**
 * The life of returns, reconciled: order → fulfil → ship → return part → receive with
 * restock → refund, then the rest at once; money and stock add up at every step.
 */

const { world, post } = useOrderWorld();

describe('returns', () => {
  it('reconciles payments, refunds and stock through a partial and a full return', async () => {
    // 3 × 1000 + 500 shipping, 25 % tax: 4375 paid; the line is worth 3750.
    const { orderId, lineId, variantId, locationId } = await shippedOrder(world(), 3, 10);
    const optionId = await returnOption(world(), 200);
    const reasonId = await returnReason(world(), 'too_small');
    expect(await stockOf(world(), variantId)).toEqual({
      at: { [locationId]: { stocked: 7, reserved: 0 } },
      inventory_quantity: 7,
    });

    const requested = expectContract(
      'StoreCreateReturn',
      await storeRequest(world().store, 'POST', '/store/returns', {
        order_id: orderId,
        items: [{ item_id: lineId, quantity: 2, reason_id: reasonId, note: 'Tight' }],
        return_shipping: { option_id: optionId },
      }),
    ).return;
    // Two units' paid value (2 × 1250) less the 200 return shipping.
    expect(requested).toMatchObject({
      status: 'requested',
      order_id: orderId,
      refund_amount: 2300,
      received_at: null,
      items: [
        {
          item_id: lineId,
          quantity: 2,
          requested_quantity: 2,
          received_quantity: null,
          is_requested: true,
          reason_id: reasonId,
          note: 'Tight',
        },
      ],
    });
    expect(requested.id).toMatch(/^ret_/);

    const listed = expectContract(
      'AdminListReturns',
      await adminRequest(world(), 'GET', `/admin/returns?order_id[]=${orderId}&status[]=requested`),
    );
    expect(listed).toMatchObject({ count: 1, offset: 0, limit: 20 });
    expect(listed.returns.map((r: Return) => r.id)).toEqual([requested.id]);

    const received = expectContract(
      'AdminReceiveReturn',
      await post(`/admin/returns/${requested.id}/receive`, {
        items: [{ item_id: lineId, quantity: 2 }],
      }),
    ).return;
    expect(received).toMatchObject({
      status: 'received',
      refund_amount: 2300,
      location_id: locationId,
      items: [{ item_id: lineId, quantity: 2, received_quantity: 2 }],
    });
    expect(received.received_at).not.toBeNull();
    expect(world().sent.map((n) => n.event_name)).toContain('order.items_returned');

    const afterFirst = await getOrder(world(), orderId);
    expect(afterFirst).toMatchObject({
      fulfillment_status: 'partially_returned',
      payment_status: 'partially_refunded',
      paid_total: 4375,
      refunded_total: 2300,
      refundable_amount: 2075,
    });
    expect(afterFirst.items[0].returned_quantity).toBe(2);
    expect(afterFirst.returns.map((r: Return) => r.status)).toEqual(['received']);
    expect(
      afterFirst.refunds.map((r: { amount: number; reason: string }) => [r.amount, r.reason]),
    ).toEqual([[2300, 'return']]);
    // Started with 10, shipped 3, received 2.
    expect(await stockOf(world(), variantId)).toEqual({
      at: { [locationId]: { stocked: 9, reserved: 0 } },
      inventory_quantity: 9,
    });

    // The staff take the last unit back at once: its 1250, within the 2075 left.
    const sentBefore = world().sent.length;
    const last = expectContract(
      'AdminRequestOrderReturn',
      await post(`/admin/orders/${orderId}/return`, {
        items: [{ item_id: lineId, quantity: 1 }],
        receive_now: true,
        note: 'At the counter',
      }),
    ).order;
    expect(last).toMatchObject({
      fulfillment_status: 'returned',
      payment_status: 'partially_refunded',
      refunded_total: 3550,
      refundable_amount: 825,
    });
    expect(last.returns.map((r: Return) => [r.status, r.refund_amount])).toEqual([
      ['received', 2300],
      ['received', 1250],
    ]);
    expect(
      last.payments.reduce(
        (sum: number, p: { amount: number; amount_refunded: number }) =>
          sum + p.amount - p.amount_refunded,
        0,
      ),
    ).toBe(825);
    expect(
      world()
        .sent.slice(sentBefore)
        .map((n) => n.event_name),
    ).toEqual(['order.return_requested', 'order.items_returned']);
    expect(await stockOf(world(), variantId)).toEqual({
      at: { [locationId]: { stocked: 10, reserved: 0 } },
      inventory_quantity: 10,
    });
  });

  it('requests with a staff-priced return shipping, a set refund, and no notification', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 2);
    const optionId = await returnOption(world(), 300);
    const sentBefore = world().sent.length;
    const order = expectContract(
      'AdminRequestOrderReturn',
      await post(`/admin/orders/${orderId}/return`, {
        items: [{ item_id: lineId, quantity: 1 }],
        return_shipping: { option_id: optionId, price: 0 },
        refund: 1000,
        no_notification: true,
      }),
    ).order;
    expect(order.returns).toHaveLength(1);
    expect(order.returns[0]).toMatchObject({ status: 'requested', refund_amount: 1000 });
    expect(order.fulfillment_status).toBe('shipped');
    // Received with other quantities than asked: it needs the staff's attention.
    const received = expectContract(
      'AdminReceiveReturn',
      await post(`/admin/returns/${order.returns[0].id}/receive`, {
        items: [{ item_id: lineId, quantity: 2 }],
        refund: 500,
      }),
    ).return;
    expect(received).toMatchObject({ status: 'requires_action', refund_amount: 500 });
    expect(world().sent.length).toBe(sentBefore);
    const after = await getOrder(world(), orderId);
    expect(after).toMatchObject({ fulfillment_status: 'returned', refunded_total: 500 });
  });

  it('cancels a requested return, freeing its units for another', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 1);
    const first = expectContract(
      'AdminRequestOrderReturn',
      await post(`/admin/orders/${orderId}/return`, { items: [{ item_id: lineId, quantity: 1 }] }),
    ).order.returns[0];
    const canceled = expectContract(
      'AdminCancelReturn',
      await post(`/admin/returns/${first.id}/cancel`),
    ).order;
    expect(canceled.returns.map((r: Return) => r.status)).toEqual(['canceled']);
    expect(canceled.fulfillment_status).toBe('shipped');
    const again = expectContract(
      'AdminRequestOrderReturn',
      await post(`/admin/orders/${orderId}/return`, { items: [{ item_id: lineId, quantity: 1 }] }),
    ).order;
    expect(again.returns.map((r: Return) => r.status)).toEqual(['canceled', 'requested']);
  });

  it('lists returns by status, in pages, in the order asked', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 2);
    const request = async () =>
      expectContract(
        'AdminRequestOrderReturn',
        await post(`/admin/orders/${orderId}/return`, {
          items: [{ item_id: lineId, quantity: 1 }],
        }),
      ).order.returns.at(-1) as Return;
    const first = await request();
    expectContract('AdminCancelReturn', await post(`/admin/returns/${first.id}/cancel`));
    const second = await request();
    const list = async (query: string) =>
      expectContract(
        'AdminListReturns',
        await adminRequest(world(), 'GET', `/admin/returns?${query}`),
      );
    const oldest = await list(`order_id[]=${orderId}&order=created_at&limit=1`);
    expect(oldest).toMatchObject({ count: 2, limit: 1, offset: 0 });
    expect(oldest.returns.map((r: Return) => r.id)).toEqual([first.id]);
    const next = await list(`order_id[]=${orderId}&order=created_at&limit=1&offset=1`);
    expect(next.returns.map((r: Return) => r.id)).toEqual([second.id]);
    const canceled = await list(`order_id[]=${orderId}&status[]=canceled`);
    expect(canceled.returns.map((r: Return) => r.id)).toEqual([first.id]);
    const bad = await adminRequest(world(), 'GET', '/admin/returns?order=colour');
    expect(expectContract('AdminListReturns', bad, 400).type).toBe('invalid_data');
  });
});
