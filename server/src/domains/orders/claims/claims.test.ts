import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { stockedVariant, stockOf } from '../../../test/fixtures/orders.ts';
import {
  getOrder,
  returnOption,
  shippedOrder,
  useOrderWorld,
} from '../../../test/fixtures/returns.ts';

/** Claims: refunds at once or on the return's receipt, replacements at price 0, refusals. */

const { world, post } = useOrderWorld();

describe('claims', () => {
  it('refunds a refund claim at once, within what is refundable', async () => {
    // One unit paid 1250 (1000 + 25 % tax) of 4375.
    const { orderId, lineId } = await shippedOrder(world(), 3);
    const tooMuch = await post(`/admin/orders/${orderId}/claims`, {
      type: 'refund',
      claim_items: [{ item_id: lineId, quantity: 1, reason: 'production_failure' }],
      refund_amount: 5000,
    });
    expect(expectContract('AdminCreateOrderClaim', tooMuch, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'refund_exceeds_refundable',
    });
    expect((await getOrder(world(), orderId)).claims).toEqual([]);

    const order = expectContract(
      'AdminCreateOrderClaim',
      await post(`/admin/orders/${orderId}/claims`, {
        type: 'refund',
        claim_items: [
          {
            item_id: lineId,
            quantity: 1,
            reason: 'production_failure',
            note: 'Torn seam',
            tags: ['seam', 'seam'],
            images: ['https://example.com/seam.jpg'],
          },
        ],
      }),
    ).order;
    expect(order).toMatchObject({ payment_status: 'partially_refunded', refunded_total: 1250 });
    expect(order.claims).toHaveLength(1);
    const claim = order.claims[0];
    expect(claim).toMatchObject({
      type: 'refund',
      payment_status: 'refunded',
      refund_amount: 1250,
      canceled_at: null,
    });
    expect(claim.claim_items[0]).toMatchObject({
      item_id: lineId,
      quantity: 1,
      reason: 'production_failure',
      note: 'Torn seam',
    });
    expect(claim.claim_items[0].tags.map((t: { value: string }) => t.value)).toEqual(['seam']);
    expect(claim.claim_items[0].images.map((i: { url: string }) => i.url)).toEqual([
      'https://example.com/seam.jpg',
    ]);

    const cancel = await post(`/admin/orders/${orderId}/claims/${claim.id}/cancel`);
    expect(expectContract('AdminCancelOrderClaim', cancel, 400).code).toBe('claim_refunded');
  });

  it('replaces with lines at price 0, updates and cancels the claim and its return', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 1);
    const spare = await stockedVariant(world(), 4);
    const optionId = await returnOption(world(), 0);
    const order = expectContract(
      'AdminCreateOrderClaim',
      await post(`/admin/orders/${orderId}/claims`, {
        type: 'replace',
        claim_items: [{ item_id: lineId, quantity: 1, reason: 'wrong_item' }],
        additional_items: [{ variant_id: spare, quantity: 2 }],
        shipping_methods: [{ option_id: world().optionId, price: 0 }],
        return_shipping: { option_id: optionId },
        no_notification: true,
      }),
    ).order;
    const claim = order.claims[0];
    expect(claim).toMatchObject({ type: 'replace', payment_status: 'na', refund_amount: null });
    expect(claim.additional_items).toHaveLength(1);
    expect(claim.additional_items[0]).toMatchObject({
      variant_id: spare,
      quantity: 2,
      unit_price: 0,
      total: 0,
      claim_order_id: claim.id,
    });
    expect(order.returns).toHaveLength(1);
    expect(order.returns[0]).toMatchObject({ claim_order_id: claim.id, refund_amount: 0 });
    expect(order.refunded_total).toBe(0);

    const updated = expectContract(
      'AdminUpdateOrderClaim',
      await post(`/admin/orders/${orderId}/claims/${claim.id}`, {
        claim_items: [
          { id: claim.claim_items[0].id, note: 'Blue, not red', tags: [{ value: 'colour' }] },
        ],
        metadata: { ticket: 'T-1' },
      }),
    ).order.claims[0];
    expect(updated.metadata).toEqual({ ticket: 'T-1' });
    expect(updated.claim_items[0].note).toBe('Blue, not red');
    expect(updated.claim_items[0].tags.map((t: { value: string }) => t.value)).toEqual(['colour']);
    const unknown = await post(`/admin/orders/${orderId}/claims/${claim.id}`, {
      claim_items: [{ id: 'citm_missing', note: 'x' }],
    });
    expect(expectContract('AdminUpdateOrderClaim', unknown, 400).code).toBe('unknown_reference');

    const canceled = expectContract(
      'AdminCancelOrderClaim',
      await post(`/admin/orders/${orderId}/claims/${claim.id}/cancel`),
    ).order;
    expect(canceled.claims[0].canceled_at).not.toBeNull();
    expect(canceled.claims[0].fulfillment_status).toBe('canceled');
    expect(canceled.returns[0].status).toBe('canceled');
    const again = await post(`/admin/orders/${orderId}/claims/${claim.id}/cancel`);
    expect(expectContract('AdminCancelOrderClaim', again, 400).code).toBe('claim_canceled');
    const late = await post(`/admin/orders/${orderId}/claims/${claim.id}`, { metadata: {} });
    expect(expectContract('AdminUpdateOrderClaim', late, 400).code).toBe('claim_canceled');
  });

  it('refunds a refund claim with a return when the return is received, and restocks', async () => {
    const { orderId, lineId, variantId, locationId } = await shippedOrder(world(), 2, 10);
    const optionId = await returnOption(world(), 0);
    const order = expectContract(
      'AdminCreateOrderClaim',
      await post(`/admin/orders/${orderId}/claims`, {
        type: 'refund',
        claim_items: [{ item_id: lineId, quantity: 1, reason: 'other' }],
        return_shipping: { option_id: optionId },
        refund_amount: 1000,
      }),
    ).order;
    expect(order.refunded_total).toBe(0);
    expect(order.claims[0].payment_status).toBe('not_refunded');
    const received = expectContract(
      'AdminReceiveReturn',
      await post(`/admin/returns/${order.returns[0].id}/receive`, {
        items: [{ item_id: lineId, quantity: 1 }],
      }),
    ).return;
    expect(received).toMatchObject({ status: 'received', refund_amount: 1000 });
    const after = await getOrder(world(), orderId);
    expect(after).toMatchObject({ refunded_total: 1000, fulfillment_status: 'partially_returned' });
    expect(after.claims[0].payment_status).toBe('refunded');
    expect(after.refunds[0]).toMatchObject({ amount: 1000, reason: 'claim' });
    expect(await stockOf(world(), variantId)).toMatchObject({
      at: { [locationId]: { stocked: 9, reserved: 0 } },
    });
  });

  it('refuses claims on units never fulfilled', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 1);
    const tooMany = await post(`/admin/orders/${orderId}/claims`, {
      type: 'refund',
      claim_items: [{ item_id: lineId, quantity: 2 }],
    });
    expect(expectContract('AdminCreateOrderClaim', tooMany, 400).code).toBe(
      'return_exceeds_fulfilled',
    );
    expect((await getOrder(world(), orderId)).claims).toEqual([]);
  });
});
