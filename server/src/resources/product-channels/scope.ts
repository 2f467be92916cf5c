import type { Executor } from '../../db/transaction.ts';
import { salesChannelIdsForPublishableKey } from '../publishable-api-keys/scope.ts';

/**
 * The sales channels a store product read is limited to: the publishable key's channels,
 * narrowed by the `sales_channel_id` the request asks for (never widened past the key's).
 * `null` means no limit: no key and no channel asked for.
 */
export async function storeChannelScope(
  db: Executor,
  publishableKey: string | undefined,
  requested: readonly string[] | undefined,
): Promise<string[] | null> {
  const keyChannels = await salesChannelIdsForPublishableKey(db, publishableKey);
  if (!requested?.length) return keyChannels;
  if (keyChannels === null) return [...requested];
  const allowed = new Set(keyChannels);
  return requested.filter((id) => allowed.has(id));
}
