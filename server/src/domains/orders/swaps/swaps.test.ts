import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { stockedVariant } from '../../../test/fixtures/orders.ts';
import { getOrder, shippedOrder, useOrderWorld } from '../../../test/fixtures/returns.ts';

/** Swaps created by the staff: the return, the new lines, difference_due, reads, refusals. */

const { world, post, get } = useOrderWorld();

describe('swaps', () => {
  it('creates a swap with its return, priced new lines and the difference due', async () => {
    // Each shipped unit paid 1250 (1000 + 25 % tax); the new variant costs 1500 + 25 %.
    const { orderId, lineId } = await shippedOrder(world(), 3);
    const newVariant = await stockedVariant(world(), 5, 1500);
    const order = expectContract(
      'AdminCreateOrderSwap',
      await post(`/admin/orders/${orderId}/swaps`, {
        return_items: [{ item_id: lineId, quantity: 1, note: 'Too small' }],
        additional_items: [{ variant_id: newVariant, quantity: 1 }],
        no_notification: true,
      }),
    ).order;
    expect(order.swaps).toHaveLength(1);
    const swap = order.swaps[0];
    expect(swap).toMatchObject({
      order_id: orderId,
      fulfillment_status: 'not_fulfilled',
      payment_status: 'not_paid',
      difference_due: 1875 - 1250,
      confirmed_at: null,
      canceled_at: null,
      no_notification: true,
      allow_backorder: true,
    });
    expect(swap.id).toMatch(/^swap_/);
    // The swap's cart (completed by the shopper to confirm it) credits the returned unit.
    expect(swap.cart_id).toMatch(/^cart_/);
    expect(swap.additional_items).toMatchObject([
      { variant_id: newVariant, quantity: 1, unit_price: 1500, total: 1875, swap_id: swap.id },
    ]);
    expect(swap.return_order).toMatchObject({
      status: 'requested',
      swap_id: swap.id,
      order_id: orderId,
      refund_amount: 0,
      items: [{ item_id: lineId, quantity: 1, note: 'Too small' }],
    });
    // The swap's lines are not the order's: the order keeps its one line and its money.
    expect(order.items).toHaveLength(1);
    expect(order).toMatchObject({ paid_total: 4375, refunded_total: 0 });

    const fetched = expectContract('AdminGetSwap', await get(`/admin/swaps/${swap.id}`)).swap;
    expect(fetched).toEqual(swap);

    const listed = expectContract(
      'AdminListSwaps',
      await get(`/admin/swaps?order_id[]=${orderId}&payment_status[]=not_paid`),
    );
    expect(listed).toMatchObject({ count: 1, offset: 0, limit: 20 });
    expect(listed.swaps.map((s: { id: string }) => s.id)).toEqual([swap.id]);
    const none = expectContract(
      'AdminListSwaps',
      await get(`/admin/swaps?order_id[]=${orderId}&payment_status[]=captured`),
    );
    expect(none).toMatchObject({ count: 0, swaps: [] });

    // Receiving the swap's return takes the unit back without refunding it: the swap
    // settles the money.
    const received = expectContract(
      'AdminReceiveReturn',
      await post(`/admin/returns/${swap.return_order.id}/receive`, {
        items: [{ item_id: lineId, quantity: 1 }],
      }),
    ).return;
    expect(received).toMatchObject({ status: 'received', refund_amount: 0 });
    const after = await getOrder(world(), orderId);
    expect(after).toMatchObject({ refunded_total: 0 });
    expect(after.items[0].returned_quantity).toBe(1);
    expect(after.swaps[0].return_order.status).toBe('received');
  });

  it('refuses units that cannot be returned and changes nothing', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 2);
    const newVariant = await stockedVariant(world(), 5);
    const first = await post(`/admin/orders/${orderId}/swaps`, {
      return_items: [{ item_id: lineId, quantity: 2 }],
      additional_items: [{ variant_id: newVariant, quantity: 2 }],
    });
    expect(expectContract('AdminCreateOrderSwap', first).order.swaps[0].difference_due).toBe(0);

    // Both units are promised to the first swap's return.
    const again = await post(`/admin/orders/${orderId}/swaps`, {
      return_items: [{ item_id: lineId, quantity: 1 }],
      additional_items: [{ variant_id: newVariant, quantity: 1 }],
    });
    expect(expectContract('AdminCreateOrderSwap', again, 400).type).toBe('not_allowed');

    const unknownVariant = await post(`/admin/orders/${orderId}/swaps`, {
      return_items: [{ item_id: 'item_missing', quantity: 1 }],
      additional_items: [{ variant_id: 'variant_missing', quantity: 1 }],
    });
    expect(unknownVariant.statusCode).toBe(400);

    const order = await getOrder(world(), orderId);
    expect(order.swaps).toHaveLength(1);
    expect(order.returns).toHaveLength(1);
  });

  it("refunds nothing when the swap's return comes back with other quantities than asked", async () => {
    const { orderId, lineId } = await shippedOrder(world(), 3);
    const newVariant = await stockedVariant(world(), 5);
    const swap = expectContract(
      'AdminCreateOrderSwap',
      await post(`/admin/orders/${orderId}/swaps`, {
        return_items: [{ item_id: lineId, quantity: 1 }],
        additional_items: [{ variant_id: newVariant, quantity: 1 }],
        no_notification: true,
      }),
    ).order.swaps[0];
    // Two units arrive where one was asked: a plain return would refund their paid value
    // (2 × 1250); the swap's return keeps the refund the swap set, 0.
    const received = expectContract(
      'AdminReceiveReturn',
      await post(`/admin/returns/${swap.return_order.id}/receive`, {
        items: [{ item_id: lineId, quantity: 2 }],
      }),
    ).return;
    expect(received).toMatchObject({
      status: 'requires_action',
      refund_amount: 0,
      items: [{ item_id: lineId, quantity: 2, received_quantity: 2 }],
    });
    const after = await getOrder(world(), orderId);
    expect(after).toMatchObject({ paid_total: 4375, refunded_total: 0 });
    expect(after.items[0].returned_quantity).toBe(2);
    expect(after.swaps[0]).toMatchObject({ difference_due: swap.difference_due });
  });

  it('answers 404 for an unknown swap', async () => {
    const missing = await get('/admin/swaps/swap_missing');
    expect(expectContract('AdminGetSwap', missing, 404).type).toBe('not_found');
  });
});
