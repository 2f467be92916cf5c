import type { Executor } from '../../../db/transaction.ts';
import { liveLocationIdsOfChannel } from '../../settings/index.ts';

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
  const ids = await liveLocationIdsOfChannel(db, channelId);
  return ids.length > 0 ? ids : null;
}
