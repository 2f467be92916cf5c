import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;
let warehouse: string;
let shop: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });

async function createLocation(name: string): Promise<string> {
  return (await call('POST', '/admin/stock-locations', { name })).json().stock_location.id;
}

async function createItem(body: object) {
  const response = await call('POST', '/admin/inventory-items', body);
  return expectContract('AdminCreateInventoryItem', response).inventory_item;
}

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  warehouse = await createLocation('Warehouse');
  shop = await createLocation('Shop');
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

describe('inventory items', () => {
  it('creates, reads, updates, lists and deletes an item', async () => {
    const item = await createItem({
      sku: 'SHIRT-S',
      title: 'Shirt S',
      weight: 200,
      metadata: null,
    });
    expect(item).toMatchObject({
      sku: 'SHIRT-S',
      requires_shipping: true,
      weight: 200,
      location_levels: [],
      stocked_quantity: 0,
      reserved_quantity: 0,
    });
    expect(item.id).toMatch(/^iitem_/);
    const url = `/admin/inventory-items/${item.id}`;

    const updated = expectContract(
      'AdminUpdateInventoryItem',
      await call('POST', url, { hs_code: '6109', requires_shipping: false }),
    ).inventory_item;
    expect(updated).toMatchObject({ hs_code: '6109', requires_shipping: false, sku: 'SHIRT-S' });
    expect(
      expectContract('AdminGetInventoryItem', await call('GET', url)).inventory_item.hs_code,
    ).toBe('6109');

    const found = expectContract(
      'AdminListInventoryItems',
      await call('GET', '/admin/inventory-items?q=shirt&requires_shipping=false&hs_code=6109'),
    );
    expect(found).toMatchObject({ count: 1, limit: 20, offset: 0 });
    expect(found.inventory_items[0].id).toBe(item.id);

    const deleted = expectContract('AdminDeleteInventoryItem', await call('DELETE', url));
    expect(deleted).toEqual({ id: item.id, object: 'inventory_item', deleted: true });
    expectContract('AdminGetInventoryItem', await call('GET', url), 404);
    // The SKU is free again.
    await createItem({ sku: 'SHIRT-S' });
  });

  it('keeps SKUs unique', async () => {
    await createItem({ sku: 'MUG' });
    const duplicate = await call('POST', '/admin/inventory-items', { sku: 'MUG' });
    expect(expectContract('AdminCreateInventoryItem', duplicate, 422)).toMatchObject({
      type: 'duplicate_error',
    });
    const other = await createItem({ sku: 'CUP' });
    const clash = await call('POST', `/admin/inventory-items/${other.id}`, { sku: 'MUG' });
    expectContract('AdminUpdateInventoryItem', clash, 422);
    // An empty SKU is one too: a second is a duplicate, not a 500 (found by the fuzz run).
    await createItem({ sku: '' });
    const empty = await call('POST', `/admin/inventory-items/${other.id}`, { sku: '' });
    expect(expectContract('AdminUpdateInventoryItem', empty, 422)).toMatchObject({
      type: 'duplicate_error',
    });
    const linked = await call('POST', '/admin/inventory-items', { variant_id: 'variant_1' });
    expect(expectContract('AdminCreateInventoryItem', linked, 400).code).toBe('unknown_reference');
  });

  it('manages location levels and sums them', async () => {
    const item = await createItem({ sku: 'LAMP', title: 'Lamp' });
    const levels = `/admin/inventory-items/${item.id}/location-levels`;
    const first = expectContract(
      'AdminCreateInventoryItemLocationLevel',
      await call('POST', levels, { location_id: warehouse, stocked_quantity: 10 }),
    ).inventory_item;
    expect(first.location_levels).toMatchObject([
      {
        location_id: warehouse,
        stocked_quantity: 10,
        incoming_quantity: 0,
        reserved_quantity: 0,
        available_quantity: 10,
      },
    ]);
    expectContract(
      'AdminCreateInventoryItemLocationLevel',
      await call('POST', levels, { location_id: shop, stocked_quantity: 3, incoming_quantity: 4 }),
    );
    const duplicate = await call('POST', levels, { location_id: shop, stocked_quantity: 1 });
    expectContract('AdminCreateInventoryItemLocationLevel', duplicate, 422);

    const updated = expectContract(
      'AdminUpdateInventoryItemLocationLevel',
      await call('POST', `${levels}/${shop}`, { stocked_quantity: 5 }),
    ).inventory_item;
    expect(updated).toMatchObject({ stocked_quantity: 15, reserved_quantity: 0 });

    await call('POST', '/admin/reservations', {
      inventory_item_id: item.id,
      location_id: shop,
      quantity: 2,
    });
    const listed = expectContract(
      'AdminListInventoryItemLocationLevels',
      await call('GET', `${levels}?location_id[]=${shop}`),
    ).inventory_item;
    expect(listed.location_levels).toMatchObject([
      {
        location_id: shop,
        stocked_quantity: 5,
        incoming_quantity: 4,
        reserved_quantity: 2,
        available_quantity: 3,
      },
    ]);
    const detail = expectContract(
      'AdminGetInventoryItem',
      await call('GET', `/admin/inventory-items/${item.id}`),
    ).inventory_item;
    expect(detail).toMatchObject({ stocked_quantity: 15, reserved_quantity: 2 });

    const atShop = expectContract(
      'AdminListInventoryItems',
      await call('GET', `/admin/inventory-items?location_id[]=${shop}&sku=LAMP`),
    );
    expect(atShop.inventory_items[0]).toMatchObject({ stocked_quantity: 5, reserved_quantity: 2 });

    const held = await call('DELETE', `${levels}/${shop}`);
    expect(expectContract('AdminDeleteInventoryItemLocationLevel', held, 400)).toMatchObject({
      type: 'not_allowed',
      code: 'level_has_reservations',
    });
    const dropped = expectContract(
      'AdminDeleteInventoryItemLocationLevel',
      await call('DELETE', `${levels}/${warehouse}`),
    ).inventory_item;
    expect(dropped.location_levels.map((l: { location_id: string }) => l.location_id)).toEqual([
      shop,
    ]);
    expectContract(
      'AdminUpdateInventoryItemLocationLevel',
      await call('POST', `${levels}/${warehouse}`, {}),
      404,
    );

    // Deleting the location takes its levels and reservations with it.
    await call('DELETE', `/admin/stock-locations/${shop}`);
    const after = expectContract(
      'AdminGetInventoryItem',
      await call('GET', `/admin/inventory-items/${item.id}`),
    ).inventory_item;
    expect(after).toMatchObject({ location_levels: [], stocked_quantity: 0, reserved_quantity: 0 });
    shop = await createLocation('Shop 2');
  });

  it('rejects bad input', async () => {
    const base = '/admin/inventory-items';
    expectContract('AdminCreateInventoryItem', await call('POST', base, { weight: -1 }), 400);
    expectContract('AdminCreateInventoryItem', await call('POST', base, { price: 1 }), 400);
    expectContract(
      'AdminListInventoryItems',
      await call('GET', `${base}?requires_shipping=maybe`),
      400,
    );
    expectContract('AdminListInventoryItems', await call('GET', `${base}?order=secret`), 400);
    const item = await createItem({ sku: 'BAD' });
    const url = `${base}/${item.id}`;
    expectContract('AdminUpdateInventoryItem', await call('POST', url, { sku: 5 }), 400);
    expectContract('AdminGetInventoryItem', await call('GET', `${url}?x=1`), 400);
    expectContract(
      'AdminListInventoryItemLocationLevels',
      await call('GET', `${url}/location-levels?limit=1`),
      400,
    );
    expectContract(
      'AdminCreateInventoryItemLocationLevel',
      await call('POST', `${url}/location-levels`, { location_id: warehouse }),
      400,
    );
    expectContract(
      'AdminCreateInventoryItemLocationLevel',
      await call('POST', `${url}/location-levels`, { location_id: 'sloc_x', stocked_quantity: 1 }),
      400,
    );
    expectContract(
      'AdminUpdateInventoryItemLocationLevel',
      await call('POST', `${url}/location-levels/${warehouse}`, { stocked_quantity: -2 }),
      400,
    );
  });

  it('answers 404 for unknown items', async () => {
    const url = '/admin/inventory-items/iitem_missing';
    expect(expectContract('AdminGetInventoryItem', await call('GET', url), 404).message).toBe(
      'Inventory item with id: iitem_missing was not found',
    );
    expectContract('AdminUpdateInventoryItem', await call('POST', url, { title: 'x' }), 404);
    expectContract('AdminDeleteInventoryItem', await call('DELETE', url), 404);
    const levels = `${url}/location-levels`;
    expectContract('AdminListInventoryItemLocationLevels', await call('GET', levels), 404);
    expectContract(
      'AdminCreateInventoryItemLocationLevel',
      await call('POST', levels, { location_id: warehouse, stocked_quantity: 1 }),
      404,
    );
    expectContract(
      'AdminUpdateInventoryItemLocationLevel',
      await call('POST', `${levels}/${warehouse}`, { stocked_quantity: 1 }),
      404,
    );
    expectContract(
      'AdminDeleteInventoryItemLocationLevel',
      await call('DELETE', `${levels}/${warehouse}`),
      404,
    );
  });

  it('needs credentials', async () => {
    const url = '/admin/inventory-items/iitem_x';
    const requests: [string, Method, string, object?][] = [
      ['AdminListInventoryItems', 'GET', '/admin/inventory-items'],
      ['AdminCreateInventoryItem', 'POST', '/admin/inventory-items', {}],
      ['AdminGetInventoryItem', 'GET', url],
      ['AdminUpdateInventoryItem', 'POST', url, {}],
      ['AdminDeleteInventoryItem', 'DELETE', url],
      ['AdminListInventoryItemLocationLevels', 'GET', `${url}/location-levels`],
      [
        'AdminCreateInventoryItemLocationLevel',
        'POST',
        `${url}/location-levels`,
        { location_id: 'sloc_x', stocked_quantity: 1 },
      ],
      ['AdminUpdateInventoryItemLocationLevel', 'POST', `${url}/location-levels/sloc_x`, {}],
      ['AdminDeleteInventoryItemLocationLevel', 'DELETE', `${url}/location-levels/sloc_x`],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
