import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { createRegion, createShippingOption } from '../../../test/fixtures/carts.ts';
import {
  adminRequest,
  type OrderWorld,
  orderWorld,
  placeOrder,
  reservedLocation,
  stockedVariant,
  stockOf,
} from '../../../test/fixtures/orders.ts';
import { payment } from '../../carts/payments/tables.ts';

/*
 * One order through the staff's hands: read, update, complete, cancel, archive, another
 * shipping method, and the transitions the state machines refuse (400 not_allowed, nothing
 * changed).
 */

let world: OrderWorld;
let variantId: string;

beforeAll(async () => {
  world = await orderWorld();
  variantId = await stockedVariant(world, 50, 1000);
});

afterAll(async () => {
  await world?.close();
});

const post = (url: string, payload?: object) => adminRequest(world, 'POST', url, payload);
const read = async (id: string) =>
  expectContract('AdminGetOrder', await adminRequest(world, 'GET', `/admin/orders/${id}`)).order;
const order = (quantity = 1) =>
  placeOrder(world, { items: [{ variant_id: variantId, quantity }], email: 'staff@example.com' });

describe('reading and updating', () => {
  it('answers the order as the store does, and 404 for an unknown one', async () => {
    const placed = await order();
    const got = await read(placed.id);
    expect(got).toEqual(placed);
    expect(got).toMatchObject({ fulfillments: [], refunds: [], status: 'pending' });
    expectContract('AdminGetOrder', await adminRequest(world, 'GET', '/admin/orders/order_x'), 404);
  });

  it('changes the email, addresses, customer and no_notification', async () => {
    const placed = await order();
    const updated = expectContract(
      'AdminUpdateOrder',
      await post(`/admin/orders/${placed.id}`, {
        email: 'New.Address@Example.com',
        shipping_address: { city: 'Aarhus', postal_code: '8000' },
        billing_address: {
          first_name: 'Bill',
          last_name: 'Payer',
          address_1: 'Bank Street 2',
          city: 'Odense',
          country_code: 'DK',
        },
        no_notification: true,
      }),
    ).order;
    expect(updated).toMatchObject({
      email: 'new.address@example.com',
      no_notification: true,
      shipping_address: { city: 'Aarhus', postal_code: '8000', address_1: 'Main Street 1' },
      billing_address: { first_name: 'Bill', country_code: 'dk' },
    });
    // The order got its own address row; the completed cart keeps the one it was placed with.
    expect(updated.shipping_address_id).not.toBe(placed.shipping_address_id);
    const other = await order();
    const moved = expectContract(
      'AdminUpdateOrder',
      await post(`/admin/orders/${placed.id}`, { customer_id: other.customer_id }),
    ).order;
    expect(moved.customer_id).toBe(other.customer_id);
  });

  it('refuses a country outside the region, unknown references and other currencies', async () => {
    const placed = await order();
    const url = `/admin/orders/${placed.id}`;
    const abroad = await post(url, { shipping_address: { country_code: 'us' } });
    expect(expectContract('AdminUpdateOrder', abroad, 400).code).toBe('country_not_in_region');
    const nobody = await post(url, { customer_id: 'cus_missing' });
    expect(expectContract('AdminUpdateOrder', nobody, 400).code).toBe('unknown_reference');
    const dollars = (await createRegion(world.admin, { currency_code: 'usd' })).id;
    const region = await post(url, { region: dollars });
    expect(expectContract('AdminUpdateOrder', region, 400).code).toBe('region_currency_mismatch');
    expectContract('AdminUpdateOrder', await post(url, { email: 'not-an-email' }), 400);
    expectContract('AdminUpdateOrder', await post(url, { metadata: {} }), 400);
    expectContract(
      'AdminUpdateOrder',
      await post('/admin/orders/order_x', { email: 'a@b.co' }),
      404,
    );
    expect(await read(placed.id)).toEqual(placed);
  });
});

describe('status transitions', () => {
  it('completes and archives; a completed order cannot be canceled or completed again', async () => {
    const placed = await order();
    const archiveEarly = await post(`/admin/orders/${placed.id}/archive`);
    expect(expectContract('AdminArchiveOrder', archiveEarly, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'order_status_pending',
    });
    const completed = expectContract(
      'AdminCompleteOrder',
      await post(`/admin/orders/${placed.id}/complete`),
    ).order;
    expect(completed.status).toBe('completed');
    const again = await post(`/admin/orders/${placed.id}/complete`);
    expect(expectContract('AdminCompleteOrder', again, 400).code).toBe('order_status_completed');
    const cancel = await post(`/admin/orders/${placed.id}/cancel`);
    expect(expectContract('AdminCancelOrder', cancel, 400).code).toBe('order_status_completed');
    const archived = expectContract(
      'AdminArchiveOrder',
      await post(`/admin/orders/${placed.id}/archive`),
    ).order;
    expect(archived.status).toBe('archived');
    // An archived order is read-only.
    for (const [operation, path, body] of [
      ['AdminUpdateOrder', '', { email: 'x@example.com' }],
      ['AdminCaptureOrderPayment', '/capture', undefined],
      ['AdminCompleteOrder', '/complete', undefined],
      ['AdminArchiveOrder', '/archive', undefined],
    ] as const) {
      const refused = await post(`/admin/orders/${placed.id}${path}`, body);
      expect(expectContract(operation, refused, 400).code).toBe('order_status_archived');
    }
    expect((await read(placed.id)).status).toBe('archived');
  });

  it('cancels: releases the reservations and voids the uncaptured payment', async () => {
    const before = await stockOf(world, variantId);
    const placed = await order(3);
    const location = await reservedLocation(world, placed.items[0].id);
    expect((await stockOf(world, variantId)).at[location]?.reserved).toBe(
      (before.at[location]?.reserved ?? 0) + 3,
    );
    const canceled = expectContract(
      'AdminCancelOrder',
      await post(`/admin/orders/${placed.id}/cancel`),
    ).order;
    expect(canceled).toMatchObject({
      status: 'canceled',
      payment_status: 'canceled',
      fulfillment_status: 'canceled',
    });
    expect(canceled.canceled_at).not.toBeNull();
    expect(canceled.payments[0].canceled_at).not.toBeNull();
    expect(canceled.payments[0].data).toMatchObject({ status: 'canceled' });
    expect(await stockOf(world, variantId)).toEqual(before);
    // Nothing more happens to a canceled order but archiving it.
    const fulfil = await post(`/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: placed.items[0].id, quantity: 1 }],
    });
    expect(expectContract('AdminCreateOrderFulfillment', fulfil, 400).code).toBe(
      'order_status_canceled',
    );
    const capture = await post(`/admin/orders/${placed.id}/capture`);
    expect(expectContract('AdminCaptureOrderPayment', capture, 400).code).toBe(
      'order_status_canceled',
    );
    expect(
      expectContract('AdminArchiveOrder', await post(`/admin/orders/${placed.id}/archive`)).order
        .status,
    ).toBe('archived');
  });

  it('refuses to cancel while a fulfillment stands or captured money is kept', async () => {
    const placed = await order();
    const packed = expectContract(
      'AdminCreateOrderFulfillment',
      await post(`/admin/orders/${placed.id}/fulfillment`, {
        items: [{ item_id: placed.items[0].id, quantity: 1 }],
      }),
    ).order;
    const blocked = await post(`/admin/orders/${placed.id}/cancel`);
    expect(expectContract('AdminCancelOrder', blocked, 400).code).toBe('order_has_fulfillments');
    expect((await read(placed.id)).status).toBe('pending');
    await post(`/admin/orders/${placed.id}/fulfillments/${packed.fulfillments[0].id}/cancel`);
    await post(`/admin/orders/${placed.id}/capture`);
    const kept = await post(`/admin/orders/${placed.id}/cancel`);
    expect(expectContract('AdminCancelOrder', kept, 400).code).toBe('order_payment_captured');
    const [row] = await world.database.db
      .select()
      .from(payment)
      .where(eq(payment.id, placed.payments[0].id));
    expect(row?.canceled_at).toBeNull();
    await post(`/admin/orders/${placed.id}/refund`, { amount: placed.total, reason: 'other' });
    const canceled = expectContract(
      'AdminCancelOrder',
      await post(`/admin/orders/${placed.id}/cancel`),
    ).order;
    expect(canceled).toMatchObject({ status: 'canceled', payment_status: 'refunded' });
  });
});

describe('shipping methods', () => {
  it('replaces the method of the same profile at the staff’s price, taxed', async () => {
    const placed = await order();
    expect(placed.shipping_methods).toHaveLength(1);
    const express = (await createShippingOption(world.admin, world.regionId, { amount: 900 })).id;
    const changed = expectContract(
      'AdminAddOrderShippingMethod',
      await post(`/admin/orders/${placed.id}/shipping-methods`, {
        option_id: express,
        price: 700,
        data: { speed: 'express' },
      }),
    ).order;
    expect(changed.shipping_methods).toHaveLength(1);
    expect(changed.shipping_methods[0]).toMatchObject({
      shipping_option_id: express,
      price: 700,
      data: { speed: 'express' },
      tax_lines: [{ rate: 25 }],
    });
    expect(changed).toMatchObject({ shipping_total: 700, total: 1250 + 875 });

    const foreignRegion = (await createRegion(world.admin)).id;
    const foreign = (await createShippingOption(world.admin, foreignRegion)).id;
    const refused = await post(`/admin/orders/${placed.id}/shipping-methods`, {
      option_id: foreign,
      price: 0,
    });
    expect(expectContract('AdminAddOrderShippingMethod', refused, 400).code).toBe(
      'shipping_option_not_in_region',
    );
    const unknown = await post(`/admin/orders/${placed.id}/shipping-methods`, {
      option_id: 'so_missing',
      price: 0,
    });
    expect(expectContract('AdminAddOrderShippingMethod', unknown, 400).code).toBe(
      'unknown_reference',
    );
    expectContract(
      'AdminAddOrderShippingMethod',
      await post(`/admin/orders/${placed.id}/shipping-methods`, { option_id: express, price: -1 }),
      400,
    );
  });
});
