import { and, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Metadata } from '../../../db/columns.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  type SalesChannelLocationRow,
  type SalesChannelRow,
  salesChannel,
  salesChannelLocation,
} from './tables.ts';

export interface SalesChannelFilters {
  q?: string;
  id?: string;
  name?: string;
  description?: string;
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
  deleted_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: salesChannel.created_at,
  updated_at: salesChannel.updated_at,
  name: salesChannel.name,
};

function where(filters: SalesChannelFilters): SQL | undefined {
  return and(
    // Deleted channels show only to a list that asks about deletion dates.
    filters.deleted_at
      ? and(
          isNotNull(salesChannel.deleted_at),
          compare(salesChannel.deleted_at, filters.deleted_at),
        )
      : isNull(salesChannel.deleted_at),
    filters.q
      ? or(
          ilike(salesChannel.name, containsPattern(filters.q)),
          ilike(salesChannel.description, containsPattern(filters.q)),
        )
      : undefined,
    filters.id ? eq(salesChannel.id, filters.id) : undefined,
    filters.name ? eq(salesChannel.name, filters.name) : undefined,
    filters.description ? eq(salesChannel.description, filters.description) : undefined,
    compare(salesChannel.created_at, filters.created_at),
    compare(salesChannel.updated_at, filters.updated_at),
  );
}

export async function listSalesChannels(
  db: Executor,
  filters: SalesChannelFilters,
  page: Page,
): Promise<{ rows: SalesChannelRow[]; count: number }> {
  const condition = where(filters);
  const rows = await db
    .select()
    .from(salesChannel)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, salesChannel.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(salesChannel).where(condition);
  return { rows, count: total?.n ?? 0 };
}

/** A live channel; `lock` takes its row lock for the rest of the transaction. */
export async function findSalesChannel(
  db: Executor,
  id: string,
  lock = false,
): Promise<SalesChannelRow | undefined> {
  const query = db
    .select()
    .from(salesChannel)
    .where(and(eq(salesChannel.id, id), isNull(salesChannel.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findSalesChannels(db: Executor, ids: string[]): Promise<SalesChannelRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(salesChannel)
    .where(and(inArray(salesChannel.id, ids), isNull(salesChannel.deleted_at)));
}

export interface SalesChannelValues {
  name?: string;
  description?: string | null;
  is_disabled?: boolean;
  metadata?: Metadata;
}

export async function insertSalesChannel(
  db: Executor,
  values: SalesChannelValues & { id: string; name: string },
): Promise<SalesChannelRow> {
  const [row] = await db.insert(salesChannel).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateSalesChannel(
  db: Executor,
  id: string,
  values: SalesChannelValues & { deleted_at?: Date },
): Promise<SalesChannelRow | undefined> {
  const [row] = await db
    .update(salesChannel)
    .set({ ...values, updated_at: new Date() })
    .where(eq(salesChannel.id, id))
    .returning();
  return row;
}

export async function locationsOfChannels(
  db: Executor,
  channelIds: string[],
): Promise<SalesChannelLocationRow[]> {
  if (channelIds.length === 0) return [];
  return db
    .select()
    .from(salesChannelLocation)
    .where(inArray(salesChannelLocation.sales_channel_id, channelIds))
    .orderBy(salesChannelLocation.created_at, salesChannelLocation.id);
}

export async function linkLocation(
  db: Executor,
  values: { id: string; sales_channel_id: string; location_id: string },
): Promise<void> {
  // Adding a link that exists is a no-op, so a retried request answers the same.
  await db.insert(salesChannelLocation).values(values).onConflictDoNothing();
}

export async function unlinkLocation(
  db: Executor,
  channelId: string,
  locationId: string,
): Promise<void> {
  await db
    .delete(salesChannelLocation)
    .where(
      and(
        eq(salesChannelLocation.sales_channel_id, channelId),
        eq(salesChannelLocation.location_id, locationId),
      ),
    );
}

export async function unlinkAllLocations(db: Executor, channelId: string): Promise<void> {
  await db.delete(salesChannelLocation).where(eq(salesChannelLocation.sales_channel_id, channelId));
}
