import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { stockedVariant } from '../../../test/fixtures/orders.ts';
import { getOrder, shippedOrder, useOrderWorld } from '../../../test/fixtures/returns.ts';

/** Canceling a swap: its return goes with it; a received return or a second cancel refuse. */

const { world, post } = useOrderWorld();

async function swapOn(orderId: string, lineId: string) {
  const newVariant = await stockedVariant(world(), 5);
  const order = expectContract(
    'AdminCreateOrderSwap',
    await post(`/admin/orders/${orderId}/swaps`, {
      return_items: [{ item_id: lineId, quantity: 1 }],
      additional_items: [{ variant_id: newVariant, quantity: 1 }],
    }),
  ).order;
  return order.swaps[order.swaps.length - 1];
}

describe('canceling swaps', () => {
  it('cancels the swap and its return, frees the units, and refuses a second cancel', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 1);
    const swap = await swapOn(orderId, lineId);
    const order = expectContract(
      'AdminCancelOrderSwap',
      await post(`/admin/orders/${orderId}/swaps/${swap.id}/cancel`),
    ).order;
    expect(order.swaps[0]).toMatchObject({
      fulfillment_status: 'canceled',
      payment_status: 'canceled',
    });
    expect(order.swaps[0].canceled_at).not.toBeNull();
    expect(order.swaps[0].return_order.status).toBe('canceled');

    const again = await post(`/admin/orders/${orderId}/swaps/${swap.id}/cancel`);
    expect(expectContract('AdminCancelOrderSwap', again, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'swap_canceled',
    });
    // The unit is free again: a new swap may return it.
    const next = await swapOn(orderId, lineId);
    expect(next.id).not.toBe(swap.id);
  });

  it('refuses once the return was received and changes nothing', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 1);
    const swap = await swapOn(orderId, lineId);
    expectContract(
      'AdminReceiveReturn',
      await post(`/admin/returns/${swap.return_order.id}/receive`, {
        items: [{ item_id: lineId, quantity: 1 }],
      }),
    );
    const refused = await post(`/admin/orders/${orderId}/swaps/${swap.id}/cancel`);
    expect(expectContract('AdminCancelOrderSwap', refused, 400).code).toBe('swap_return_received');
    const after = (await getOrder(world(), orderId)).swaps[0];
    expect(after).toMatchObject({ canceled_at: null, payment_status: 'not_paid' });

    const otherOrder = await post(`/admin/orders/order_missing/swaps/${swap.id}/cancel`);
    expect(otherOrder.statusCode).toBe(404);
  });
});
