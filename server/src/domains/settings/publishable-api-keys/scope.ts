import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { channelsOfKey, findPublishableApiKey } from './repository.ts';

/*
 * The store API's `x-publishable-api-key` (api-conventions.md, Requests): a request that
 * carries a key sees only the products of that key's sales channels.
 *
 * A bad key answers 400, not 401: in the store API a 401 means "the customer must sign in
 * again", and a storefront that reacts to it by dropping the customer's session would do
 * so for a misconfigured key. So an unknown key is `invalid_data` (the header's value is
 * wrong) and a revoked one is `not_allowed` (the key exists but is in a state that forbids
 * use), each with a code the storefront can show to its developer.
 */

/** The header, as Node hands it over (lowercased name; a repeated header is an array). */
export function publishableKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers['x-publishable-api-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined;
}

/**
 * The ids of the live sales channels of `key`, to scope store products by; `null` when no
 * key was sent (no scoping). A key without channels answers `[]`: it sees no products.
 * Throws 400 for an unknown or revoked key.
 */
export async function salesChannelIdsForPublishableKey(
  db: Executor,
  key: string | undefined,
): Promise<string[] | null> {
  if (key === undefined) return null;
  const row = await findPublishableApiKey(db, key);
  if (!row) {
    throw errors.invalidData(
      `x-publishable-api-key ${shown(key)} is not a known publishable API key`,
      'invalid_publishable_api_key',
    );
  }
  if (row.revoked_at) {
    throw errors.notAllowed(
      `The publishable API key ${shown(key)} has been revoked`,
      'publishable_api_key_revoked',
    );
  }
  return (await channelsOfKey(db, key)).map((channel) => channel.id);
}

/** A key as a message may show it: a header can be kilobytes long. */
function shown(key: string): string {
  return key.length > 64 ? `${key.slice(0, 64)}…` : key;
}

const keyChannels = new WeakMap<FastifyRequest, Promise<string[] | null>>();

/**
 * `salesChannelIdsForPublishableKey` of a store request's header, read once per request:
 * the check of every store operation (plugin.ts) and the product reads share it.
 */
export function keyChannelsOf(request: FastifyRequest): Promise<string[] | null> {
  let channels = keyChannels.get(request);
  if (!channels) {
    channels = salesChannelIdsForPublishableKey(
      request.server.db,
      publishableKeyOf(request.headers),
    );
    keyChannels.set(request, channels);
  }
  return channels;
}
