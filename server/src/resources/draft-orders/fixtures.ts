import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../test/app.ts';
import { expectContract } from '../../test/contract.ts';
import { testDatabase } from '../../test/database.ts';
import {
  ADDRESS,
  createProduct,
  createRegion,
  createShippingOption,
  seedCurrencies,
} from '../carts/fixtures.ts';

/** Test data for draft orders: the store they are made in, and a draft made through the admin API. */

export interface DraftWorld {
  database: Database;
  admin: FastifyInstance;
  store: FastifyInstance;
  regionId: string;
  optionId: string;
  variantId: string;
}

/**
 * A fresh database with a staff app and a shopper app on it, a region of one country
 * (25 % tax, not included in prices), a shipping option costing 500 there and a variant
 * priced 1000 with 5 in stock.
 */
export async function openDraftWorld(): Promise<DraftWorld> {
  const database = await testDatabase();
  const admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  const store = await buildTestApp(database);
  await seedCurrencies(admin);
  const regionId = (await createRegion(admin, { countries: ['dk'] })).id;
  const optionId = (await createShippingOption(admin, regionId)).id;
  const { variantId } = await createProduct(admin, { regionId, price: 1000, inventory: 5 });
  return { database, admin, store, regionId, optionId, variantId };
}

export async function closeDraftWorld(world: Partial<DraftWorld>): Promise<void> {
  await world.admin?.close();
  await world.store?.close();
  await world.database?.close();
}

type Method = 'GET' | 'POST' | 'DELETE';

export function adminCall(admin: FastifyInstance, method: Method, url: string, payload?: object) {
  return admin.inject({ method, url, ...(payload ? { payload } : {}) });
}

export interface DraftOptions {
  regionId: string;
  optionId: string;
  items?: Record<string, unknown>[];
  email?: string;
  extra?: Record<string, unknown>;
}

/**
 * A draft with a shipping address, and with items also the shipping method (a cart without
 * items has no shipping profile an option could serve).
 */
export async function createDraft(admin: FastifyInstance, options: DraftOptions) {
  const items = options.items ?? [];
  return expectContract(
    'AdminCreateDraftOrder',
    await adminCall(admin, 'POST', '/admin/draft-orders', {
      email: options.email ?? 'buyer@example.com',
      region_id: options.regionId,
      items,
      shipping_methods: items.length > 0 ? [{ option_id: options.optionId }] : [],
      shipping_address: ADDRESS,
      ...options.extra,
    }),
  ).draft_order;
}
