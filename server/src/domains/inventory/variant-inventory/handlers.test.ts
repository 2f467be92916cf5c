import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';

/*
 * A variant's stock lives in inventory items: its inventory_quantity is derived from the
 * items' levels and reservations, and writing it sets the default location's level.
 */

let database: Database;
let admin: FastifyInstance;
let anonymous: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
});

afterAll(async () => {
  await admin?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  admin.inject({ method, url, ...(payload ? { payload } : {}) });

interface Variant {
  id: string;
  sku: string | null;
  inventory_quantity: number;
  manage_inventory: boolean;
}

async function createProduct(handle: string, variants: object[]): Promise<Variant[]> {
  const response = await call('POST', '/admin/products', {
    title: handle,
    handle,
    options: [{ title: 'Size' }],
    variants: variants.map((variant, index) => ({
      title: `V${index}`,
      options: [{ value: `v${index}` }],
      prices: [{ currency_code: 'usd', amount: 1000 }],
      ...variant,
    })),
  });
  return expectContract('AdminCreateProduct', response).product.variants;
}

async function quantity(variantId: string): Promise<number> {
  const response = await call('GET', `/admin/variants/${variantId}`);
  return expectContract('AdminGetVariant', response).variant.inventory_quantity;
}

async function inventory(variantId: string) {
  const response = await call('GET', `/admin/variants/${variantId}/inventory`);
  return expectContract('AdminGetVariantInventory', response).variant;
}

async function createLocation(name: string): Promise<string> {
  const response = await call('POST', '/admin/stock-locations', { name });
  return expectContract('AdminCreateStockLocation', response).stock_location.id;
}

describe("a variant's stock", () => {
  let shirt: Variant;
  let itemId: string;
  let defaultLocation: string;

  beforeAll(async () => {
    [shirt] = (await createProduct('stock-shirt', [
      { sku: 'STOCK-SHIRT', inventory_quantity: 5 },
    ])) as [Variant];
    const store = (await call('GET', '/admin/store')).json().store;
    defaultLocation = store.default_location_id;
    const seen = await inventory(shirt.id);
    itemId = seen.inventory[0]?.id;
  });

  it('is held at the default location, created when the store had none', async () => {
    expect(shirt.inventory_quantity).toBe(5);
    expect(defaultLocation).toMatch(/^sloc_/);
    const location = expectContract(
      'AdminGetStockLocation',
      await call('GET', `/admin/stock-locations/${defaultLocation}`),
    ).stock_location;
    expect(location.name).toBe('Default location');
    const seen = await inventory(shirt.id);
    expect(seen.inventory).toHaveLength(1);
    expect(seen.inventory[0]).toMatchObject({ sku: 'STOCK-SHIRT' });
    expect(seen.inventory[0]?.location_levels).toEqual([
      expect.objectContaining({ location_id: defaultLocation, stocked_quantity: 5 }),
    ]);
  });

  it('follows reservations and levels at every location', async () => {
    const reservation = expectContract(
      'AdminCreateReservation',
      await call('POST', '/admin/reservations', {
        inventory_item_id: itemId,
        location_id: defaultLocation,
        quantity: 2,
      }),
    ).reservation;
    expect(await quantity(shirt.id)).toBe(3);

    const backRoom = await createLocation('Back room');
    expectContract(
      'AdminCreateInventoryItemLocationLevel',
      await call('POST', `/admin/inventory-items/${itemId}/location-levels`, {
        location_id: backRoom,
        stocked_quantity: 4,
      }),
    );
    expect(await quantity(shirt.id)).toBe(7);

    await call('POST', `/admin/reservations/${reservation.id}`, { quantity: 1 });
    expect(await quantity(shirt.id)).toBe(8);
    expectContract(
      'AdminDeleteReservation',
      await call('DELETE', `/admin/reservations/${reservation.id}`),
    );
    expect(await quantity(shirt.id)).toBe(9);

    await call('POST', `/admin/inventory-items/${itemId}/location-levels/${backRoom}`, {
      stocked_quantity: 1,
    });
    expect(await quantity(shirt.id)).toBe(6);
    expectContract(
      'AdminDeleteStockLocation',
      await call('DELETE', `/admin/stock-locations/${backRoom}`),
    );
    expect(await quantity(shirt.id)).toBe(5);
  });

  it('written on the variant sets the default location and keeps the others', async () => {
    const shelf = await createLocation('Shelf');
    await call('POST', `/admin/inventory-items/${itemId}/location-levels`, {
      location_id: shelf,
      stocked_quantity: 4,
    });
    const product = (await call('GET', `/admin/variants/${shirt.id}`)).json().variant.product_id;
    const updated = expectContract(
      'AdminUpdateProductVariant',
      await call('POST', `/admin/products/${product}/variants/${shirt.id}`, {
        inventory_quantity: 7,
      }),
    );
    const variant = updated.product.variants.find((v: Variant) => v.id === shirt.id);
    expect(variant.inventory_quantity).toBe(11);
    const levels = (await inventory(shirt.id)).inventory[0]?.location_levels ?? [];
    expect(
      Object.fromEntries(
        levels.map((l: { location_id: string; stocked_quantity: number }) => [
          l.location_id,
          l.stocked_quantity,
        ]),
      ),
    ).toEqual({ [defaultLocation]: 7, [shelf]: 4 });
  });

  it('is available per sales channel over the locations linked to the channel', async () => {
    const channel = (await call('GET', '/admin/store')).json().store.default_sales_channel_id;
    let seen = await inventory(shirt.id);
    expect(seen.sales_channel_availability).toEqual([
      expect.objectContaining({ channel_id: channel, available_quantity: 0 }),
    ]);
    await call('POST', `/admin/sales-channels/${channel}/stock-locations`, {
      location_id: defaultLocation,
    });
    seen = await inventory(shirt.id);
    expect(seen.sales_channel_availability[0]?.available_quantity).toBe(7);
  });
});

describe('variants and inventory items', () => {
  it('takes the smallest over several items, and drops to 0 when an item goes', async () => {
    const [bundle] = (await createProduct('bundle', [{ inventory_quantity: 6 }])) as [Variant];
    const created = expectContract(
      'AdminCreateInventoryItem',
      await call('POST', '/admin/inventory-items', { sku: 'BUNDLE-STRAP', variant_id: bundle.id }),
    ).inventory_item;
    expect(await quantity(bundle.id)).toBe(0);
    const store = (await call('GET', '/admin/store')).json().store;
    await call('POST', `/admin/inventory-items/${created.id}/location-levels`, {
      location_id: store.default_location_id,
      stocked_quantity: 2,
    });
    expect(await quantity(bundle.id)).toBe(2);
    expect((await inventory(bundle.id)).inventory).toHaveLength(2);

    const [first] = (await inventory(bundle.id)).inventory;
    expectContract(
      'AdminDeleteInventoryItem',
      await call('DELETE', `/admin/inventory-items/${first?.id}`),
    );
    expect(await quantity(bundle.id)).toBe(2);
    expectContract(
      'AdminDeleteInventoryItem',
      await call('DELETE', `/admin/inventory-items/${created.id}`),
    );
    expect(await quantity(bundle.id)).toBe(0);
  });

  it('an item created with an unknown variant is refused and not created', async () => {
    const response = await call('POST', '/admin/inventory-items', {
      sku: 'ORPHAN',
      variant_id: 'variant_missing',
    });
    expect(expectContract('AdminCreateInventoryItem', response, 400)).toMatchObject({
      type: 'invalid_data',
    });
    const list = expectContract(
      'AdminListInventoryItems',
      await call('GET', '/admin/inventory-items?sku=ORPHAN'),
    );
    expect(list.inventory_items).toEqual([]);
  });

  it('is named by its product and variant, so the inventory and reservation lists tell items apart', async () => {
    const [small, large] = (await createProduct('two-sizes', [{}, { title: 'two-sizes' }])) as [
      Variant,
      Variant,
    ];
    expect((await inventory(small.id)).inventory[0]).toMatchObject({ title: 'two-sizes · V0' });
    // A variant titled like its product would only repeat it.
    expect((await inventory(large.id)).inventory[0]).toMatchObject({ title: 'two-sizes' });
  });

  it('a variant without managed inventory keeps its typed quantity and has no item', async () => {
    const [free] = (await createProduct('free', [
      { manage_inventory: false, inventory_quantity: 42 },
    ])) as [Variant];
    expect(free.inventory_quantity).toBe(42);
    expect((await inventory(free.id)).inventory).toEqual([]);
  });

  it('links to the item that already carries its SKU', async () => {
    const item = expectContract(
      'AdminCreateInventoryItem',
      await call('POST', '/admin/inventory-items', { sku: 'PRE-MADE' }),
    ).inventory_item;
    const [variant] = (await createProduct('pre-made', [{ sku: 'PRE-MADE' }])) as [Variant];
    expect((await inventory(variant.id)).inventory.map((i: { id: string }) => i.id)).toEqual([
      item.id,
    ]);
  });

  it('answers 404 for an unknown variant and 401 without credentials', async () => {
    expectContract(
      'AdminGetVariantInventory',
      await call('GET', '/admin/variants/variant_x/inventory'),
      404,
    );
    const [variant] = (await createProduct('guarded', [{}])) as [Variant];
    const response = await anonymous.inject({
      method: 'GET',
      url: `/admin/variants/${variant.id}/inventory`,
    });
    expectContract('AdminGetVariantInventory', response, 401);
  });
});
