import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { salesChannelLocation, stockLocation } from '../../settings/index.ts';

/**
 * The stock locations a sales channel sells from, in the order they were linked; `null`
 * when any location may serve (no channel, or a channel without linked locations, which
 * is how a store that never linked one keeps selling the stock of its default location).
 */
export async function stockLocationsOfChannel(
  db: Executor,
  channelId: string | null,
): Promise<string[] | null> {
  if (!channelId) return null;
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
  return rows.length > 0 ? rows.map((row) => row.id) : null;
}
