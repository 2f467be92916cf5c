import type { AdminComponents } from '@commerce/client/contract';
import { eq } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { iso, type Page, unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { publishableApiKeySalesChannel } from '../publishable-api-keys/tables.ts';
import { findStockLocation } from '../stock-locations/repository.ts';
import { store } from '../store/tables.ts';
import {
  findSalesChannel,
  insertSalesChannel,
  linkLocation,
  listSalesChannels,
  locationsOfChannels,
  type SalesChannelFilters,
  type SalesChannelValues,
  unlinkAllLocations,
  unlinkLocation,
  updateSalesChannel,
} from './repository.ts';
import type { SalesChannelLocationRow, SalesChannelRow } from './tables.ts';

export type SalesChannel = AdminComponents['schemas']['SalesChannel'];

export function toSalesChannel(
  row: SalesChannelRow,
  locations?: SalesChannelLocationRow[],
): SalesChannel {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    ...(locations
      ? {
          locations: locations.map((link) => ({
            ...link,
            created_at: iso(link.created_at),
            updated_at: iso(link.updated_at),
            deleted_at: iso(link.deleted_at),
          })),
        }
      : {}),
  };
}

async function requireChannel(db: Executor, id: string, lock = false): Promise<SalesChannelRow> {
  const row = await findSalesChannel(db, id, lock);
  if (!row) throw errors.notFound('Sales channel', id);
  return row;
}

/** A channel as the API answers it, with its stock location links. */
export async function getSalesChannel(db: Executor, id: string): Promise<SalesChannel> {
  const row = await requireChannel(db, id);
  return toSalesChannel(row, await locationsOfChannels(db, [id]));
}

export async function listChannels(
  db: Executor,
  filters: SalesChannelFilters,
  page: Page,
  withLocations: boolean,
): Promise<{ sales_channels: SalesChannel[]; count: number }> {
  const { rows, count } = await listSalesChannels(db, filters, page);
  if (!withLocations) return { sales_channels: rows.map((row) => toSalesChannel(row)), count };
  const links = await locationsOfChannels(
    db,
    rows.map((row) => row.id),
  );
  return {
    sales_channels: rows.map((row) =>
      toSalesChannel(
        row,
        links.filter((link) => link.sales_channel_id === row.id),
      ),
    ),
    count,
  };
}

export async function createSalesChannel(
  db: Executor,
  values: SalesChannelValues & { name: string },
): Promise<SalesChannel> {
  return toSalesChannel(await insertSalesChannel(db, { id: newId('sc'), ...values }), []);
}

export async function changeSalesChannel(
  db: Executor,
  id: string,
  values: SalesChannelValues,
): Promise<SalesChannel> {
  return withTransaction(db, async (tx) => {
    await requireChannel(tx, id, true);
    await updateSalesChannel(tx, id, values);
    return getSalesChannel(tx, id);
  });
}

/**
 * Soft-deletes a channel (carts and orders keep its id) and drops its links to keys and
 * locations. The store's default channel cannot go: carts without a channel fall back to it.
 */
export async function deleteSalesChannel(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireChannel(tx, id, true);
    const [settings] = await tx
      .select({ default_sales_channel_id: store.default_sales_channel_id })
      .from(store)
      .limit(1);
    if (settings?.default_sales_channel_id === id) {
      throw errors.notAllowed('You cannot delete the default sales channel');
    }
    await unlinkAllLocations(tx, id);
    await tx
      .delete(publishableApiKeySalesChannel)
      .where(eq(publishableApiKeySalesChannel.sales_channel_id, id));
    await updateSalesChannel(tx, id, { deleted_at: new Date() });
  });
}

export async function addStockLocation(
  db: Executor,
  id: string,
  locationId: string,
): Promise<SalesChannel> {
  return withTransaction(db, async (tx) => {
    await requireChannel(tx, id, true);
    if (!(await findStockLocation(tx, locationId))) {
      throw unknownReference('Stock location', locationId);
    }
    await linkLocation(tx, { id: newId('scloc'), sales_channel_id: id, location_id: locationId });
    return getSalesChannel(tx, id);
  });
}

export async function removeStockLocation(
  db: Executor,
  id: string,
  locationId: string,
): Promise<SalesChannel> {
  return withTransaction(db, async (tx) => {
    await requireChannel(tx, id, true);
    // Removing a link that does not exist is a no-op, like adding one that does.
    await unlinkLocation(tx, id, locationId);
    return getSalesChannel(tx, id);
  });
}
