import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import {
  adminRequest,
  type OrderWorld,
  orderWorld,
  placeOrder,
  reservedLocation,
  secondLocation,
  stockedVariant,
  stockOf,
} from '../../../test/fixtures/orders.ts';

/** Fulfilling an order from a stock location, shipping it, and calling a fulfillment off. */

let world: OrderWorld;

beforeAll(async () => {
  world = await orderWorld();
});

afterAll(async () => {
  await world?.close();
});

const post = (url: string, payload?: object) => adminRequest(world, 'POST', url, payload);

describe('fulfillments', () => {
  it('consumes the reservation and lowers the stock at the location, line by line', async () => {
    const variantId = await stockedVariant(world, 10);
    const order = await placeOrder(world, { items: [{ variant_id: variantId, quantity: 3 }] });
    const line = order.items[0];
    const location = await reservedLocation(world, line.id);
    expect(await stockOf(world, variantId)).toEqual({
      at: { [location]: { stocked: 10, reserved: 3 } },
      inventory_quantity: 7,
    });

    const first = expectContract(
      'AdminCreateOrderFulfillment',
      await post(`/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: line.id, quantity: 2 }],
        location_id: location,
        metadata: { box: 'A' },
      }),
    ).order;
    expect(first.fulfillment_status).toBe('partially_fulfilled');
    expect(first.items[0].fulfilled_quantity).toBe(2);
    expect(first.fulfillments).toHaveLength(1);
    expect(first.fulfillments[0]).toMatchObject({
      order_id: order.id,
      provider_id: 'manual',
      location_id: location,
      items: [{ item_id: line.id, quantity: 2 }],
      shipped_at: null,
      canceled_at: null,
      metadata: { box: 'A' },
    });
    expect(first.fulfillments[0].id).toMatch(/^ful_/);
    // Two units left the shelf and their hold is gone; the variant can still sell 7.
    expect(await stockOf(world, variantId)).toEqual({
      at: { [location]: { stocked: 8, reserved: 1 } },
      inventory_quantity: 7,
    });

    // Without location_id, the location the line is reserved at serves it.
    const second = expectContract(
      'AdminCreateOrderFulfillment',
      await post(`/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: line.id, quantity: 1 }],
      }),
    ).order;
    expect(second.fulfillment_status).toBe('fulfilled');
    expect(second.items[0].fulfilled_quantity).toBe(3);
    expect(second.fulfillments[1].location_id).toBe(location);
    expect(await stockOf(world, variantId)).toEqual({
      at: { [location]: { stocked: 7, reserved: 0 } },
      inventory_quantity: 7,
    });

    // Nothing is left to fulfil: the state machine refuses, nothing changes.
    const more = await post(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: line.id, quantity: 1 }],
    });
    expect(expectContract('AdminCreateOrderFulfillment', more, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'order_fulfillment_status_fulfilled',
    });
  });

  it('never fulfils more than ordered minus fulfilled, and checks its input', async () => {
    const variantId = await stockedVariant(world, 10);
    const order = await placeOrder(world, { items: [{ variant_id: variantId, quantity: 2 }] });
    const line = order.items[0];
    const url = `/admin/orders/${order.id}/fulfillment`;
    const tooMany = await post(url, {
      items: [
        { item_id: line.id, quantity: 2 },
        { item_id: line.id, quantity: 1 },
      ],
    });
    expect(expectContract('AdminCreateOrderFulfillment', tooMany, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'fulfillment_exceeds_order',
      message: `Cannot fulfil 3 of line item ${line.id}: 2 left to fulfil`,
    });
    const stranger = await post(url, { items: [{ item_id: 'item_other', quantity: 1 }] });
    expect(expectContract('AdminCreateOrderFulfillment', stranger, 400).code).toBe(
      'unknown_reference',
    );
    const nowhere = await post(url, {
      items: [{ item_id: line.id, quantity: 1 }],
      location_id: 'sloc_missing',
    });
    expect(expectContract('AdminCreateOrderFulfillment', nowhere, 400).code).toBe(
      'unknown_reference',
    );
    expectContract('AdminCreateOrderFulfillment', await post(url, { items: [] }), 400);
    expectContract(
      'AdminCreateOrderFulfillment',
      await post(url, { items: [{ item_id: line.id, quantity: 0 }] }),
      400,
    );
    expectContract(
      'AdminCreateOrderFulfillment',
      await post('/admin/orders/order_missing/fulfillment', {
        items: [{ item_id: line.id, quantity: 1 }],
      }),
      404,
    );
    const unchanged = expectContract(
      'AdminGetOrder',
      await adminRequest(world, 'GET', `/admin/orders/${order.id}`),
    ).order;
    expect(unchanged).toMatchObject({ fulfillment_status: 'not_fulfilled', fulfillments: [] });
    expect(unchanged.items[0].fulfilled_quantity).toBeNull();
  });

  it('ships from another location, and refuses one without the stock', async () => {
    const variantId = await stockedVariant(world, 5);
    const depot = await secondLocation(world, variantId, 1);
    const order = await placeOrder(world, { items: [{ variant_id: variantId, quantity: 2 }] });
    const line = order.items[0];
    const home = await reservedLocation(world, line.id);
    const short = await post(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: line.id, quantity: 2 }],
      location_id: depot,
    });
    expect(expectContract('AdminCreateOrderFulfillment', short, 400).code).toBe(
      'insufficient_inventory',
    );
    // One unit from the depot: the hold at home is released for it.
    expectContract(
      'AdminCreateOrderFulfillment',
      await post(`/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: line.id, quantity: 1 }],
        location_id: depot,
      }),
    );
    expect(await stockOf(world, variantId)).toEqual({
      at: { [home]: { stocked: 5, reserved: 1 }, [depot]: { stocked: 0, reserved: 0 } },
      inventory_quantity: 4,
    });
  });

  it('ships a fulfillment with tracking links and tells the customer', async () => {
    const variantId = await stockedVariant(world, 10);
    const order = await placeOrder(world, {
      items: [{ variant_id: variantId, quantity: 2 }],
      email: 'ship@example.com',
    });
    const line = order.items[0];
    const packed = expectContract(
      'AdminCreateOrderFulfillment',
      await post(`/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: line.id, quantity: 1 }],
      }),
    ).order;
    const fulfillmentId = packed.fulfillments[0].id;
    // Nothing packed yet cannot ship: an unknown fulfillment is a bad reference.
    const unknown = await post(`/admin/orders/${order.id}/shipment`, { fulfillment_id: 'ful_x' });
    expect(expectContract('AdminCreateOrderShipment', unknown, 400).code).toBe('unknown_reference');

    const shipped = expectContract(
      'AdminCreateOrderShipment',
      await post(`/admin/orders/${order.id}/shipment`, {
        fulfillment_id: fulfillmentId,
        tracking_numbers: ['TRACK-1', 'TRACK-2', 'TRACK-1'],
      }),
    ).order;
    expect(shipped.fulfillment_status).toBe('partially_shipped');
    expect(shipped.items[0]).toMatchObject({ fulfilled_quantity: 1, shipped_quantity: 1 });
    const fulfillment = shipped.fulfillments[0];
    expect(fulfillment.shipped_at).not.toBeNull();
    expect(fulfillment.tracking_numbers).toEqual(['TRACK-1', 'TRACK-2']);
    expect(
      fulfillment.tracking_links.map((l: { tracking_number: string }) => l.tracking_number),
    ).toEqual(['TRACK-1', 'TRACK-2']);
    const notice = world.sent.find(
      (m) => m.event_name === 'order.shipment_created' && m.resource_id === order.id,
    );
    expect(notice).toMatchObject({
      to: 'ship@example.com',
      customer_id: order.customer_id,
      data: { fulfillment_id: fulfillmentId, tracking_numbers: ['TRACK-1', 'TRACK-2'] },
    });

    // Shipped goods cannot be shipped again or called off.
    const again = await post(`/admin/orders/${order.id}/shipment`, {
      fulfillment_id: fulfillmentId,
    });
    expect(expectContract('AdminCreateOrderShipment', again, 400).code).toBe('fulfillment_shipped');
    const callOff = await post(`/admin/orders/${order.id}/fulfillments/${fulfillmentId}/cancel`);
    expect(expectContract('AdminCancelOrderFulfillment', callOff, 400).code).toBe(
      'fulfillment_shipped',
    );

    // The rest, shipped without a notification.
    const rest = expectContract(
      'AdminCreateOrderFulfillment',
      await post(`/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: line.id, quantity: 1 }],
        no_notification: true,
      }),
    ).order;
    const before = world.sent.length;
    const done = expectContract(
      'AdminCreateOrderShipment',
      await post(`/admin/orders/${order.id}/shipment`, { fulfillment_id: rest.fulfillments[1].id }),
    ).order;
    expect(done.fulfillment_status).toBe('shipped');
    expect(done.fulfillments[1].no_notification).toBe(true);
    expect(world.sent.length).toBe(before);
  });

  it('cancels a fulfillment: stock back on the shelf and reserved again', async () => {
    const variantId = await stockedVariant(world, 10);
    const order = await placeOrder(world, { items: [{ variant_id: variantId, quantity: 4 }] });
    const line = order.items[0];
    const location = await reservedLocation(world, line.id);
    const packed = expectContract(
      'AdminCreateOrderFulfillment',
      await post(`/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: line.id, quantity: 4 }],
      }),
    ).order;
    expect(await stockOf(world, variantId)).toEqual({
      at: { [location]: { stocked: 6, reserved: 0 } },
      inventory_quantity: 6,
    });
    const fulfillmentId = packed.fulfillments[0].id;
    const canceled = expectContract(
      'AdminCancelOrderFulfillment',
      await post(`/admin/orders/${order.id}/fulfillments/${fulfillmentId}/cancel`),
    ).order;
    expect(canceled.fulfillment_status).toBe('canceled');
    expect(canceled.items[0].fulfilled_quantity).toBe(0);
    expect(canceled.fulfillments[0].canceled_at).not.toBeNull();
    expect(await stockOf(world, variantId)).toEqual({
      at: { [location]: { stocked: 10, reserved: 4 } },
      inventory_quantity: 6,
    });
    const twice = await post(`/admin/orders/${order.id}/fulfillments/${fulfillmentId}/cancel`);
    expect(expectContract('AdminCancelOrderFulfillment', twice, 400).type).toBe('not_allowed');
    expectContract(
      'AdminCancelOrderFulfillment',
      await post(`/admin/orders/${order.id}/fulfillments/ful_missing/cancel`),
      404,
    );
    // A canceled fulfillment can be made again.
    const again = expectContract(
      'AdminCreateOrderFulfillment',
      await post(`/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: line.id, quantity: 4 }],
      }),
    ).order;
    expect(again.fulfillment_status).toBe('fulfilled');
  });
});
