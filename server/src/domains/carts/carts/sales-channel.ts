import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import {
  defaultSalesChannelId,
  findSalesChannel,
  salesChannelIdsForPublishableKey,
} from '../../settings/index.ts';

/**
 * The sales channel a cart is scoped to (StoreCreateCart): the one asked for, which must
 * be one of the publishable key's channels when a key is sent; else the key's channel;
 * else the store's default channel. A key with several channels must name one.
 */
export async function cartSalesChannel(
  db: Executor,
  requested: string | undefined,
  publishableKey: string | undefined,
): Promise<string | null> {
  const keyChannels = await salesChannelIdsForPublishableKey(db, publishableKey);
  let id: string | null;
  if (requested) {
    if (keyChannels && !keyChannels.includes(requested)) {
      throw errors.notAllowed(
        `Sales channel ${requested} is not one of the publishable API key's sales channels`,
        'sales_channel_not_in_key',
      );
    }
    id = requested;
  } else if (keyChannels && keyChannels.length > 1) {
    throw errors.invalidData(
      'The publishable API key has several sales channels: name one in sales_channel_id',
      'sales_channel_required',
    );
  } else {
    id = keyChannels?.[0] ?? null;
  }
  if (!id) return defaultSalesChannelId(db);
  const channel = await findSalesChannel(db, id);
  if (!channel) throw unknownReference('Sales channel', id);
  if (channel.is_disabled) {
    throw errors.notAllowed(`Sales channel ${id} is disabled`, 'sales_channel_disabled');
  }
  return id;
}
