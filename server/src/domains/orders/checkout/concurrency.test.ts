import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import {
  createProduct,
  createRegion,
  createShippingOption,
  prepareCart,
  seedCurrencies,
  storeRequest,
} from '../../../test/fixtures/carts.ts';
import { lineItem } from '../../carts/carts/tables.ts';
import { payment } from '../../carts/payments/tables.ts';
import { productVariant } from '../../catalog/products/tables.ts';
import { inventoryLevel } from '../../inventory/inventory-items/tables.ts';
import { reservationItem } from '../../inventory/reservations/tables.ts';
import { productVariantInventoryItem } from '../../inventory/variant-inventory/tables.ts';
import { order } from '../orders/tables.ts';

/*
 * Completing carts concurrently (issue 5, "Done when"): every request goes through
 * `inject` at once, and the database must agree afterwards: one order per cart, never
 * more units reserved than stocked, and every order's payment equal to its total.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;
let optionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin, { countries: ['dk'], tax_rate: 25 })).id;
  optionId = (await createShippingOption(admin, regionId, { amount: 500 })).id;
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

const complete = (cartId: string) => storeRequest(store, 'POST', `/store/carts/${cartId}/complete`);

async function stockOf(variantId: string) {
  const db = database.db;
  const [variant] = await db.select().from(productVariant).where(eq(productVariant.id, variantId));
  const items = await db
    .select({ id: productVariantInventoryItem.inventory_item_id })
    .from(productVariantInventoryItem)
    .where(eq(productVariantInventoryItem.variant_id, variantId));
  const itemIds = items.map((i) => i.id);
  const [stocked] = await db
    .select({ n: sql<number>`coalesce(sum(${inventoryLevel.stocked_quantity}), 0)::int` })
    .from(inventoryLevel)
    .where(inArray(inventoryLevel.inventory_item_id, itemIds));
  const [reserved] = await db
    .select({ n: sql<number>`coalesce(sum(${reservationItem.quantity}), 0)::int` })
    .from(reservationItem)
    .where(inArray(reservationItem.inventory_item_id, itemIds));
  return {
    inventory_quantity: variant?.inventory_quantity,
    stocked: Number(stocked?.n),
    reserved: Number(reserved?.n),
  };
}

describe('completing carts concurrently', () => {
  it('turns 50 parallel completions of one cart into exactly one order', async () => {
    const { variantId } = await createProduct(admin, { regionId, price: 1000, inventory: 10 });
    const cart = await prepareCart(store, {
      regionId,
      optionId,
      items: [{ variant_id: variantId, quantity: 3 }],
    });
    const responses = await Promise.all(Array.from({ length: 50 }, () => complete(cart.id)));
    const bodies = responses.map((response) => expectContract('StoreCompleteCart', response));
    expect(bodies.every((body) => body.type === 'order')).toBe(true);
    const ids = new Set(bodies.map((body) => body.data.id));
    expect(ids.size).toBe(1);

    const orders = await database.db.select().from(order).where(eq(order.cart_id, cart.id));
    expect(orders).toHaveLength(1);
    const [placed] = bodies;
    expect(placed.data).toMatchObject({
      cart_id: cart.id,
      status: 'pending',
      payment_status: 'awaiting',
      fulfillment_status: 'not_fulfilled',
      total: 3 * 1250 + 625,
    });
    const lines = await database.db.select().from(lineItem).where(eq(lineItem.cart_id, cart.id));
    const reservations = await database.db
      .select()
      .from(reservationItem)
      .where(
        inArray(
          reservationItem.line_item_id,
          lines.map((l) => l.id),
        ),
      );
    expect(reservations.map((r) => r.quantity)).toEqual([3]);
    expect(await stockOf(variantId)).toEqual({ inventory_quantity: 7, stocked: 10, reserved: 3 });
    const payments = await database.db.select().from(payment).where(eq(payment.cart_id, cart.id));
    expect(payments.map((p) => p.amount)).toEqual([placed.data.total]);
  });

  it('sells the last 5 units to exactly 5 of 20 racing carts', async () => {
    const { variantId } = await createProduct(admin, { regionId, price: 2000, inventory: 5 });
    const carts = [];
    for (let i = 0; i < 20; i++) {
      carts.push(
        await prepareCart(store, {
          regionId,
          optionId,
          items: [{ variant_id: variantId, quantity: 1 }],
          email: `racer${i}@example.com`,
        }),
      );
    }
    const responses = await Promise.all(carts.map((cart) => complete(cart.id)));
    const won = responses.filter((response) => response.statusCode === 200);
    const lost = responses.filter((response) => response.statusCode === 400);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(15);
    for (const response of won) {
      expect(expectContract('StoreCompleteCart', response).type).toBe('order');
    }
    for (const response of lost) {
      expect(expectContract('StoreCompleteCart', response, 400)).toMatchObject({
        type: 'not_allowed',
        code: 'insufficient_inventory',
      });
    }

    // Stock, reservations and orders reconcile.
    expect(await stockOf(variantId)).toEqual({ inventory_quantity: 0, stocked: 5, reserved: 5 });
    const orders = await database.db
      .select()
      .from(order)
      .where(
        inArray(
          order.cart_id,
          carts.map((c) => c.id),
        ),
      );
    expect(orders).toHaveLength(5);
    const payments = await database.db
      .select()
      .from(payment)
      .where(
        inArray(
          payment.order_id,
          orders.map((o) => o.id),
        ),
      );
    expect(payments).toHaveLength(5);
    expect(payments.every((p) => p.amount === 2500 + 625)).toBe(true);
    for (const placed of orders) {
      const got = expectContract(
        'StoreGetOrder',
        await storeRequest(store, 'GET', `/store/orders/${placed.id}`),
      ).order;
      expect(got.total).toBe(3125);
      expect(got.items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
    }
    // A losing cart is unchanged and can still be completed once stock comes back.
    const loser = carts.find((c) => !orders.some((o) => o.cart_id === c.id));
    if (!loser) throw new Error('no losing cart');
    const open = expectContract(
      'StoreGetCart',
      await storeRequest(store, 'GET', `/store/carts/${loser.id}`),
    ).cart;
    expect(open).toMatchObject({ completed_at: null, payment_id: null });
    expect(open.payment_session.status).toBe('pending');
    await admin.inject({
      method: 'POST',
      url: `/admin/products/${(await database.db.select().from(productVariant).where(eq(productVariant.id, variantId)))[0]?.product_id}/variants/${variantId}`,
      payload: { inventory_quantity: 6 },
    });
    expect(expectContract('StoreCompleteCart', await complete(loser.id)).type).toBe('order');
  });
});
