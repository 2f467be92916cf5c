import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { stockLocation } from '../stock-locations/tables.ts';
import { salesChannelLocation } from './tables.ts';

/** The ids of the live stock locations linked to a channel, in the order they were linked. */
export async function liveLocationIdsOfChannel(db: Executor, channelId: string): Promise<string[]> {
  const rows = await db
    .select({ id: salesChannelLocation.location_id })
    .from(salesChannelLocation)
    .innerJoin(
      stockLocation,
      and(eq(stockLocation.id, salesChannelLocation.location_id), isNull(stockLocation.deleted_at)),
    )
    .where(
      and(
        eq(salesChannelLocation.sales_channel_id, channelId),
        isNull(salesChannelLocation.deleted_at),
      ),
    )
    .orderBy(asc(salesChannelLocation.created_at), asc(salesChannelLocation.id));
  return rows.map((row) => row.id);
}
