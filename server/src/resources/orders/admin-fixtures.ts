import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { NotificationMessage, NotificationProvider } from '../../notifications/provider.ts';
import { authenticateAsStaff, buildTestApp } from '../../test/app.ts';
import { expectContract } from '../../test/contract.ts';
import { testDatabase } from '../../test/database.ts';
import {
  createProduct,
  createRegion,
  createShippingOption,
  prepareCart,
  seedCurrencies,
  storeRequest,
} from '../carts/fixtures.ts';
import { inventoryLevel } from '../inventory-items/tables.ts';
import { productVariant } from '../products/tables.ts';
import { reservationItem } from '../reservations/tables.ts';
import { productVariantInventoryItem } from '../variant-inventory/tables.ts';

/*
 * A world for the staff's order tests: a migrated database, a staff app and a store app
 * (whose notifications are captured), a region with a shipping option, and helpers to place
 * orders through checkout and to read stock straight from the tables.
 */

export interface OrderWorld {
  database: Database;
  admin: FastifyInstance;
  store: FastifyInstance;
  regionId: string;
  optionId: string;
  /** Notifications the staff app sent, oldest first. */
  sent: NotificationMessage[];
  close(): Promise<void>;
}

export async function orderWorld(): Promise<OrderWorld> {
  const sent: NotificationMessage[] = [];
  const capture: NotificationProvider = {
    id: 'capture',
    send: async (message) => {
      sent.push(message);
      return { to: message.to, data: message.data };
    },
  };
  const database = await testDatabase();
  const admin = await buildTestApp(database, {
    authenticate: authenticateAsStaff,
    notificationProviders: [capture],
  });
  const store = await buildTestApp(database);
  await seedCurrencies(admin);
  const regionId = (await createRegion(admin, { countries: ['dk', 'se'] })).id;
  const optionId = (await createShippingOption(admin, regionId, { amount: 500 })).id;
  return {
    database,
    admin,
    store,
    regionId,
    optionId,
    sent,
    close: async () => {
      await admin.close();
      await store.close();
      await database.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'DELETE';

/** A staff request; `payload` only when given. */
export function adminRequest(world: OrderWorld, method: Method, url: string, payload?: object) {
  const options: InjectOptions = { method, url };
  if (payload) options.payload = payload as InjectOptions['payload'];
  return world.admin.inject(options);
}

/** A product with `inventory` units at the default location; answers its variant id. */
export async function stockedVariant(world: OrderWorld, inventory = 20, price = 1000) {
  return (await createProduct(world.admin, { regionId: world.regionId, inventory, price }))
    .variantId;
}

export interface PlaceOptions {
  items: { variant_id: string; quantity: number }[];
  email?: string;
  provider?: string;
  /** A signed-in shopper's headers (see carts/fixtures.ts signUp). */
  headers?: Record<string, string>;
}

/** An order placed through checkout (manual payment unless told), as the store answers it. */
export async function placeOrder(world: OrderWorld, options: PlaceOptions) {
  const cart = await prepareCart(world.store, {
    regionId: world.regionId,
    optionId: world.optionId,
    items: options.items,
    email: options.email ?? 'buyer@example.com',
    ...(options.provider ? { provider: options.provider } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const done = expectContract(
    'StoreCompleteCart',
    await storeRequest(
      world.store,
      'POST',
      `/store/carts/${cart.id}/complete`,
      undefined,
      options.headers,
    ),
  );
  return done.data;
}

/** The inventory item the variant keeps its stock in. */
export async function itemOfVariant(world: OrderWorld, variantId: string): Promise<string> {
  const [link] = await world.database.db
    .select({ id: productVariantInventoryItem.inventory_item_id })
    .from(productVariantInventoryItem)
    .where(eq(productVariantInventoryItem.variant_id, variantId));
  if (!link) throw new Error(`Variant ${variantId} has no inventory item`);
  return link.id;
}

/** A new stock location holding `stocked` units of the variant's item. */
export async function secondLocation(world: OrderWorld, variantId: string, stocked: number) {
  const location = expectContract(
    'AdminCreateStockLocation',
    await adminRequest(world, 'POST', '/admin/stock-locations', { name: `Depot ${Date.now()}` }),
  ).stock_location;
  const itemId = await itemOfVariant(world, variantId);
  expectContract(
    'AdminCreateInventoryItemLocationLevel',
    await adminRequest(world, 'POST', `/admin/inventory-items/${itemId}/location-levels`, {
      location_id: location.id,
      stocked_quantity: stocked,
    }),
  );
  return location.id as string;
}

/** Stocked and reserved units of the variant's item per location, and the variant's figure. */
export async function stockOf(world: OrderWorld, variantId: string) {
  const db = world.database.db;
  const itemId = await itemOfVariant(world, variantId);
  const levels = await db
    .select()
    .from(inventoryLevel)
    .where(eq(inventoryLevel.inventory_item_id, itemId));
  const reserved = await db
    .select({
      location: reservationItem.location_id,
      n: sql<number>`coalesce(sum(${reservationItem.quantity}), 0)::int`,
    })
    .from(reservationItem)
    .where(
      and(
        eq(reservationItem.inventory_item_id, itemId),
        inArray(
          reservationItem.location_id,
          levels.map((l) => l.location_id),
        ),
      ),
    )
    .groupBy(reservationItem.location_id);
  const [variant] = await db.select().from(productVariant).where(eq(productVariant.id, variantId));
  const at = Object.fromEntries(
    levels.map((level) => [
      level.location_id,
      {
        stocked: level.stocked_quantity,
        reserved: Number(reserved.find((r) => r.location === level.location_id)?.n ?? 0),
      },
    ]),
  );
  return { at, inventory_quantity: variant?.inventory_quantity ?? null };
}

/** The location holding the line's reservations (checkout reserves at one when it can). */
export async function reservedLocation(world: OrderWorld, lineId: string): Promise<string> {
  const [row] = await world.database.db
    .select({ location: reservationItem.location_id })
    .from(reservationItem)
    .where(eq(reservationItem.line_item_id, lineId));
  if (!row) throw new Error(`Line ${lineId} holds no reservation`);
  return row.location;
}
