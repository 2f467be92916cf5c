import type { AdminComponents } from '@commerce/client/contract';
import { eq, isNull } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { iso, unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { port } from '../../port.ts';
import { findSalesChannels } from '../sales-channels/repository.ts';
import { toSalesChannel } from '../sales-channels/service.ts';
import { salesChannelLocation } from '../sales-channels/tables.ts';
import { store } from '../store/tables.ts';
import {
  type AddressValues,
  channelIdsOfLocations,
  findAddresses,
  findStockLocation,
  insertAddress,
  insertStockLocation,
  listStockLocations,
  type StockLocationFilters,
  type StockLocationValues,
  updateAddress,
  updateStockLocation,
} from './repository.ts';
import type { StockLocationAddressRow, StockLocationRow } from './tables.ts';

/**
 * A deleted location's stock: its levels and reservations go, and the variants that drew on
 * them are recounted. Provided by the inventory domain, which builds on the locations.
 */
export const stockOfLocation = port<{ release(db: Executor, locationId: string): Promise<void> }>(
  'stockOfLocation',
);

export type StockLocation = AdminComponents['schemas']['StockLocation'];

function toAddress(row: StockLocationAddressRow) {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
  };
}

/**
 * Locations as the API answers them. The address is always included (the admin shows it
 * in every list); sales channels only when `expand` names them.
 */
async function present(
  db: Executor,
  rows: StockLocationRow[],
  withChannels: boolean,
): Promise<StockLocation[]> {
  const addressIds = rows.flatMap((row) => (row.address_id ? [row.address_id] : []));
  const addresses = new Map((await findAddresses(db, addressIds)).map((a) => [a.id, a]));
  const links = withChannels
    ? await channelIdsOfLocations(
        db,
        rows.map((row) => row.id),
      )
    : [];
  const channels = new Map(
    (await findSalesChannels(db, [...new Set(links.map((link) => link.sales_channel_id))])).map(
      (channel) => [channel.id, channel],
    ),
  );
  return rows.map((row) => {
    const address = row.address_id ? addresses.get(row.address_id) : undefined;
    return {
      ...row,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      deleted_at: iso(row.deleted_at),
      address: address ? toAddress(address) : null,
      ...(withChannels
        ? {
            sales_channels: links.flatMap((link) => {
              const channel = channels.get(link.sales_channel_id);
              return link.location_id === row.id && channel ? [toSalesChannel(channel)] : [];
            }),
          }
        : {}),
    };
  });
}

async function requireLocation(db: Executor, id: string, lock = false): Promise<StockLocationRow> {
  const row = await findStockLocation(db, id, lock);
  if (!row) throw errors.notFound('Stock location', id);
  return row;
}

export async function getStockLocation(
  db: Executor,
  id: string,
  withChannels = false,
): Promise<StockLocation> {
  const [location] = await present(db, [await requireLocation(db, id)], withChannels);
  if (!location) throw new Error('present() dropped a row');
  return location;
}

export async function listLocations(
  db: Executor,
  filters: StockLocationFilters,
  page: Page,
  withChannels: boolean,
): Promise<{ stock_locations: StockLocation[]; count: number }> {
  const { rows, count } = await listStockLocations(db, filters, page);
  return { stock_locations: await present(db, rows, withChannels), count };
}

export interface StockLocationInput {
  name?: string;
  address_id?: string;
  address?: AddressValues;
  metadata?: Record<string, unknown> | null;
}

async function resolveAddress(
  db: Executor,
  input: StockLocationInput,
  current: string | null,
): Promise<string | null | undefined> {
  if (input.address_id !== undefined) {
    if (input.address && input.address_id) {
      throw errors.invalidData('Send either address_id or address, not both');
    }
    const [found] = await findAddresses(db, [input.address_id]);
    if (!found) throw unknownReference('Stock location address', input.address_id);
    return found.id;
  }
  if (!input.address) return undefined;
  const address = { ...input.address, country_code: input.address.country_code.toLowerCase() };
  // An update edits the location's address in place; a location without one gets a new one.
  if (current) {
    await updateAddress(db, current, address);
    return current;
  }
  return (await insertAddress(db, { id: newId('laddr'), ...address })).id;
}

/**
 * Creates a location with its address. The first location of a store without a default
 * becomes the default, where a variant's `inventory_quantity` is stocked.
 */
export async function createStockLocation(
  db: Executor,
  input: StockLocationInput & { name: string },
): Promise<StockLocation> {
  return withTransaction(db, async (tx) => {
    const addressId = await resolveAddress(tx, input, null);
    const values: StockLocationValues & { id: string; name: string } = {
      id: newId('sloc'),
      name: input.name,
      address_id: addressId ?? null,
      ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
    };
    const row = await insertStockLocation(tx, values);
    await tx
      .update(store)
      .set({ default_location_id: row.id, updated_at: new Date() })
      .where(isNull(store.default_location_id));
    return getStockLocation(tx, row.id);
  });
}

export async function changeStockLocation(
  db: Executor,
  id: string,
  input: StockLocationInput,
): Promise<StockLocation> {
  return withTransaction(db, async (tx) => {
    const current = await requireLocation(tx, id, true);
    const addressId = await resolveAddress(tx, input, current.address_id);
    await updateStockLocation(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
      ...(addressId !== undefined ? { address_id: addressId } : {}),
    });
    return getStockLocation(tx, id);
  });
}

/**
 * Soft-deletes a location and, in the same transaction, removes its channel links, its
 * inventory levels and the reservations held there (they cannot be fulfilled from it).
 */
export async function deleteStockLocation(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireLocation(tx, id, true);
    await tx.delete(salesChannelLocation).where(eq(salesChannelLocation.location_id, id));
    await stockOfLocation.get().release(tx, id);
    await tx
      .update(store)
      .set({ default_location_id: null, updated_at: new Date() })
      .where(eq(store.default_location_id, id));
    await updateStockLocation(tx, id, { deleted_at: new Date() });
  });
}
