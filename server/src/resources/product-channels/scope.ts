import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/transaction.ts';
import {
  publishableKeyOf,
  salesChannelIdsForPublishableKey,
} from '../publishable-api-keys/scope.ts';

/**
 * The sales channels a store product read is limited to: the publishable key's channels,
 * narrowed by the `sales_channel_id` the request asks for (never widened past the key's).
 * `null` means no limit: no key and no channel asked for. Throws 400 for an unknown or
 * revoked key, so every read that calls it refuses such a key alike.
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

/**
 * `storeChannelScope` of a store request: its `x-publishable-api-key` header and the
 * channel(s) it asks for. Every store read that lists or shows products or variants calls
 * it before reading anything.
 */
export function requestChannelScope(
  request: FastifyRequest,
  requested?: string | readonly string[],
): Promise<string[] | null> {
  const asked = typeof requested === 'string' ? (requested ? [requested] : undefined) : requested;
  return storeChannelScope(request.server.db, publishableKeyOf(request.headers), asked);
}
