import { and, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Metadata } from '../../../db/columns.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { salesChannelLocation } from '../sales-channels/tables.ts';
import {
  type StockLocationAddressRow,
  type StockLocationRow,
  stockLocation,
  stockLocationAddress,
} from './tables.ts';

export interface StockLocationFilters {
  q?: string;
  id?: string[];
  name?: string;
  address_id?: string[];
  sales_channel_id?: string[];
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: stockLocation.created_at,
  updated_at: stockLocation.updated_at,
  name: stockLocation.name,
};

function where(db: Executor, filters: StockLocationFilters): SQL | undefined {
  return and(
    isNull(stockLocation.deleted_at),
    filters.q ? ilike(stockLocation.name, containsPattern(filters.q)) : undefined,
    filters.id ? inArray(stockLocation.id, filters.id) : undefined,
    filters.name ? eq(stockLocation.name, filters.name) : undefined,
    filters.address_id ? inArray(stockLocation.address_id, filters.address_id) : undefined,
    filters.sales_channel_id
      ? inArray(
          stockLocation.id,
          db
            .select({ id: salesChannelLocation.location_id })
            .from(salesChannelLocation)
            .where(inArray(salesChannelLocation.sales_channel_id, filters.sales_channel_id)),
        )
      : undefined,
    compare(stockLocation.created_at, filters.created_at),
    compare(stockLocation.updated_at, filters.updated_at),
  );
}

export async function listStockLocations(
  db: Executor,
  filters: StockLocationFilters,
  page: Page,
): Promise<{ rows: StockLocationRow[]; count: number }> {
  const condition = where(db, filters);
  const rows = await db
    .select()
    .from(stockLocation)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, stockLocation.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(stockLocation).where(condition);
  return { rows, count: total?.n ?? 0 };
}

/** A live location; `lock` takes its row lock for the rest of the transaction. */
export async function findStockLocation(
  db: Executor,
  id: string,
  lock = false,
): Promise<StockLocationRow | undefined> {
  const query = db
    .select()
    .from(stockLocation)
    .where(and(eq(stockLocation.id, id), isNull(stockLocation.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findStockLocations(db: Executor, ids: string[]): Promise<StockLocationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(stockLocation)
    .where(and(inArray(stockLocation.id, ids), isNull(stockLocation.deleted_at)));
}

export async function findAddresses(
  db: Executor,
  ids: string[],
): Promise<StockLocationAddressRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(stockLocationAddress).where(inArray(stockLocationAddress.id, ids));
}

export interface AddressValues {
  address_1: string;
  address_2?: string;
  company?: string;
  city?: string;
  country_code: string;
  phone?: string;
  province?: string;
  postal_code?: string;
  metadata?: Metadata;
}

export async function insertAddress(
  db: Executor,
  values: AddressValues & { id: string },
): Promise<StockLocationAddressRow> {
  const [row] = await db.insert(stockLocationAddress).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateAddress(
  db: Executor,
  id: string,
  values: AddressValues,
): Promise<void> {
  // Every optional line is written, so a field left out of the new address is cleared.
  await db
    .update(stockLocationAddress)
    .set({
      address_2: null,
      company: null,
      city: null,
      phone: null,
      province: null,
      postal_code: null,
      ...values,
      updated_at: new Date(),
    })
    .where(eq(stockLocationAddress.id, id));
}

export interface StockLocationValues {
  name?: string;
  address_id?: string | null;
  metadata?: Metadata;
}

export async function insertStockLocation(
  db: Executor,
  values: StockLocationValues & { id: string; name: string },
): Promise<StockLocationRow> {
  const [row] = await db.insert(stockLocation).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateStockLocation(
  db: Executor,
  id: string,
  values: StockLocationValues & { deleted_at?: Date },
): Promise<StockLocationRow | undefined> {
  const [row] = await db
    .update(stockLocation)
    .set({ ...values, updated_at: new Date() })
    .where(eq(stockLocation.id, id))
    .returning();
  return row;
}

export async function channelIdsOfLocations(
  db: Executor,
  locationIds: string[],
): Promise<{ location_id: string; sales_channel_id: string }[]> {
  if (locationIds.length === 0) return [];
  return db
    .select({
      location_id: salesChannelLocation.location_id,
      sales_channel_id: salesChannelLocation.sales_channel_id,
    })
    .from(salesChannelLocation)
    .where(inArray(salesChannelLocation.location_id, locationIds));
}
