import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { stockLocation } from '../stock-locations/tables.ts';
import { salesChannelLocation } from './tables.ts';

// Built once: adding a line and completing read the channel's locations (issue 29).
const locationsOfChannel = reusedQuery<{ id: string }>('live_locations_of_channel', (db) =>
  db
    .select({ id: salesChannelLocation.location_id })
    .from(salesChannelLocation)
    .innerJoin(
      stockLocation,
      and(eq(stockLocation.id, salesChannelLocation.location_id), isNull(stockLocation.deleted_at)),
    )
    .where(
      and(
        eq(salesChannelLocation.sales_channel_id, sql.placeholder('channel_id')),
        isNull(salesChannelLocation.deleted_at),
      ),
    )
    .orderBy(asc(salesChannelLocation.created_at), asc(salesChannelLocation.id)),
);

/** The ids of the live stock locations linked to a channel, in the order they were linked. */
export async function liveLocationIdsOfChannel(db: Executor, channelId: string): Promise<string[]> {
  const rows = await locationsOfChannel(db, { channel_id: channelId });
  return rows.map((row) => row.id);
}

/**
 * `liveLocationIdsOfChannel` as a subquery of `location_id`s for a caller's statement;
 * `channelId` is an SQL value (null: no rows).
 */
export function liveLocationIdsOfChannelSql(channelId: SQL): SQL {
  return sql`SELECT scl.location_id FROM ${salesChannelLocation} scl
    JOIN ${stockLocation} sl ON sl.id = scl.location_id AND sl.deleted_at IS NULL
    WHERE scl.sales_channel_id = ${channelId} AND scl.deleted_at IS NULL`;
}
