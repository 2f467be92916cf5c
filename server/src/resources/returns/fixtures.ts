import { afterAll, beforeAll } from 'vitest';
import { expectContract } from '../../test/contract.ts';
import { createShippingOption } from '../carts/fixtures.ts';
import {
  adminRequest,
  type OrderWorld,
  orderWorld,
  placeOrder,
  reservedLocation,
  stockedVariant,
} from '../orders/admin-fixtures.ts';

/*
 * Orders ready to be returned: placed through checkout (1000 a unit, 500 shipping, 25 %
 * tax), captured, fulfilled and shipped from the location their lines are reserved at.
 */

/**
 * One order world per test file, made before its tests and closed after them, with the
 * staff's requests on it (the returns, claims and swaps tests share this setup).
 */
export function useOrderWorld() {
  let made: OrderWorld | undefined;
  beforeAll(async () => {
    made = await orderWorld();
  });
  afterAll(async () => {
    await made?.close();
  });
  const world = (): OrderWorld => {
    if (!made) throw new Error('The order world is made in beforeAll');
    return made;
  };
  return {
    world,
    post: (url: string, payload?: object) => adminRequest(world(), 'POST', url, payload),
    get: (url: string) => adminRequest(world(), 'GET', url),
  };
}

/** An order of `quantity` units of a new variant (or of `variant`), captured and shipped. */
export async function shippedOrder(world: OrderWorld, quantity = 3, stock = 10, variant?: string) {
  const variantId = variant ?? (await stockedVariant(world, stock));
  const placed = await placeOrder(world, { items: [{ variant_id: variantId, quantity }] });
  const lineId = placed.items[0].id as string;
  const locationId = await reservedLocation(world, lineId);
  expectContract(
    'AdminCaptureOrderPayment',
    await adminRequest(world, 'POST', `/admin/orders/${placed.id}/capture`),
  );
  const fulfilled = expectContract(
    'AdminCreateOrderFulfillment',
    await adminRequest(world, 'POST', `/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: lineId, quantity }],
      location_id: locationId,
    }),
  ).order;
  expectContract(
    'AdminCreateOrderShipment',
    await adminRequest(world, 'POST', `/admin/orders/${placed.id}/shipment`, {
      fulfillment_id: fulfilled.fulfillments[0].id,
      no_notification: true,
    }),
  );
  return { orderId: placed.id as string, lineId, variantId, locationId };
}

/** A return shipping option of the world's region costing `amount`. */
export async function returnOption(world: OrderWorld, amount = 200) {
  return (await createShippingOption(world.admin, world.regionId, { amount, is_return: true })).id;
}

export async function returnReason(world: OrderWorld, value: string) {
  return expectContract(
    'AdminCreateReturnReason',
    await adminRequest(world, 'POST', '/admin/return-reasons', { value, label: value }),
  ).return_reason.id as string;
}

export async function getOrder(world: OrderWorld, id: string) {
  return expectContract('AdminGetOrder', await adminRequest(world, 'GET', `/admin/orders/${id}`))
    .order;
}
