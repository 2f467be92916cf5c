import { describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { storeRequest } from '../../../test/fixtures/carts.ts';
import {
  adminRequest,
  itemOfVariant,
  placeOrder,
  stockedVariant,
  stockOf,
} from '../../../test/fixtures/orders.ts';
import { getOrder, shippedOrder, useOrderWorld } from '../../../test/fixtures/returns.ts';

/** What returns refuse (400, nothing changed): too many units, closed returns, too much money. */

const { world, post } = useOrderWorld();

describe('return refusals', () => {
  it('keeps an inventory item that units were fulfilled from, for their returns', async () => {
    const { variantId } = await shippedOrder(world(), 1);
    const itemId = await itemOfVariant(world(), variantId);
    const refused = await adminRequest(world(), 'DELETE', `/admin/inventory-items/${itemId}`);
    expect(expectContract('AdminDeleteInventoryItem', refused, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'inventory_item_fulfilled',
    });
    expectContract(
      'AdminGetInventoryItem',
      await adminRequest(world(), 'GET', `/admin/inventory-items/${itemId}`),
    );
  });

  it('refuses units never fulfilled, or promised to another open return', async () => {
    const variantId = await stockedVariant(world(), 5);
    const placed = await placeOrder(world(), { items: [{ variant_id: variantId, quantity: 1 }] });
    const early = await post(`/admin/orders/${placed.id}/return`, {
      items: [{ item_id: placed.items[0].id, quantity: 1 }],
    });
    expect(expectContract('AdminRequestOrderReturn', early, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'order_fulfillment_status_not_fulfilled',
    });

    const { orderId, lineId } = await shippedOrder(world(), 2);
    const tooMany = await storeRequest(world().store, 'POST', '/store/returns', {
      order_id: orderId,
      items: [{ item_id: lineId, quantity: 3 }],
    });
    expect(expectContract('StoreCreateReturn', tooMany, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'return_exceeds_fulfilled',
    });
    expectContract(
      'StoreCreateReturn',
      await storeRequest(world().store, 'POST', '/store/returns', {
        order_id: orderId,
        items: [{ item_id: lineId, quantity: 2 }],
      }),
    );
    const promised = await post(`/admin/orders/${orderId}/return`, {
      items: [{ item_id: lineId, quantity: 1 }],
    });
    expect(expectContract('AdminRequestOrderReturn', promised, 400).code).toBe(
      'return_exceeds_fulfilled',
    );
    expect((await getOrder(world(), orderId)).returns).toHaveLength(1);
  });

  it('refuses a shipping option that is not for returns', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 1);
    const wrong = await storeRequest(world().store, 'POST', '/store/returns', {
      order_id: orderId,
      items: [{ item_id: lineId, quantity: 1 }],
      return_shipping: { option_id: world().optionId },
    });
    expect(expectContract('StoreCreateReturn', wrong, 400)).toMatchObject({
      type: 'invalid_data',
      code: 'not_a_return_option',
    });
    expect((await getOrder(world(), orderId)).returns).toEqual([]);
  });

  it('refuses refunds past what is refundable and closed returns, changing nothing', async () => {
    const { orderId, lineId, variantId, locationId } = await shippedOrder(world(), 1);
    const tooMuch = await post(`/admin/orders/${orderId}/return`, {
      items: [{ item_id: lineId, quantity: 1 }],
      refund: 1876,
    });
    expect(expectContract('AdminRequestOrderReturn', tooMuch, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'refund_exceeds_refundable',
    });
    const order = expectContract(
      'AdminRequestOrderReturn',
      await post(`/admin/orders/${orderId}/return`, { items: [{ item_id: lineId, quantity: 1 }] }),
    ).order;
    const returnId = order.returns[0].id;
    const receiveTooMuch = await post(`/admin/returns/${returnId}/receive`, {
      items: [{ item_id: lineId, quantity: 1 }],
      refund: 5000,
    });
    expect(expectContract('AdminReceiveReturn', receiveTooMuch, 400).code).toBe(
      'refund_exceeds_refundable',
    );
    const unchanged = await getOrder(world(), orderId);
    expect(unchanged).toMatchObject({ refunded_total: 0, fulfillment_status: 'shipped' });
    expect(unchanged.returns[0].status).toBe('requested');
    expect(await stockOf(world(), variantId)).toMatchObject({
      at: { [locationId]: { stocked: 9, reserved: 0 } },
    });

    expectContract(
      'AdminReceiveReturn',
      await post(`/admin/returns/${returnId}/receive`, {
        items: [{ item_id: lineId, quantity: 1 }],
      }),
    );
    const twice = await post(`/admin/returns/${returnId}/receive`, {
      items: [{ item_id: lineId, quantity: 1 }],
    });
    expect(expectContract('AdminReceiveReturn', twice, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'return_status_received',
    });
    const cancel = await post(`/admin/returns/${returnId}/cancel`);
    expect(expectContract('AdminCancelReturn', cancel, 400).code).toBe('return_status_received');
    const after = await getOrder(world(), orderId);
    expect(after.refunded_total).toBe(unchanged.refunded_total + 1250);
    expect(after.returns[0].status).toBe('received');
  });

  it('refuses receiving a canceled return, and answers 404 for an unknown one', async () => {
    const { orderId, lineId } = await shippedOrder(world(), 1);
    const order = expectContract(
      'AdminRequestOrderReturn',
      await post(`/admin/orders/${orderId}/return`, { items: [{ item_id: lineId, quantity: 1 }] }),
    ).order;
    const returnId = order.returns[0].id;
    expectContract('AdminCancelReturn', await post(`/admin/returns/${returnId}/cancel`));
    const late = await post(`/admin/returns/${returnId}/receive`, {
      items: [{ item_id: lineId, quantity: 1 }],
    });
    expect(expectContract('AdminReceiveReturn', late, 400).code).toBe('return_status_canceled');
    expect((await getOrder(world(), orderId)).items[0].returned_quantity ?? 0).toBe(0);
    const missing = await post('/admin/returns/ret_missing/cancel');
    expect(expectContract('AdminCancelReturn', missing, 404).type).toBe('not_found');
  });
});
