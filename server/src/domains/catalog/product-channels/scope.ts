import type { FastifyRequest } from 'fastify';
import { keyChannelsOf } from '../../settings/index.ts';

/**
 * The sales channels a store product read is limited to: the publishable key's channels,
 * narrowed by the `sales_channel_id` the request asks for (never widened past the key's).
 * `null` means no limit: no key and no channel asked for.
 */
function narrow(
  keyChannels: string[] | null,
  requested: readonly string[] | undefined,
): string[] | null {
  if (!requested?.length) return keyChannels;
  if (keyChannels === null) return [...requested];
  const allowed = new Set(keyChannels);
  return requested.filter((id) => allowed.has(id));
}

/**
 * The channels of a store request: its `x-publishable-api-key` header (400 for an unknown
 * or revoked key) and the channel(s) it asks for. Every store read that lists or shows
 * products or variants calls it before reading anything.
 */
export async function requestChannelScope(
  request: FastifyRequest,
  requested?: string | readonly string[],
): Promise<string[] | null> {
  const asked = typeof requested === 'string' ? (requested ? [requested] : undefined) : requested;
  return narrow(await keyChannelsOf(request), asked);
}
