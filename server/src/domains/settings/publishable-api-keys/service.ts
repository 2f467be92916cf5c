import type { AdminComponents } from '@commerce/client/contract';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { iso, unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findSalesChannels } from '../sales-channels/repository.ts';
import { type SalesChannel, toSalesChannel } from '../sales-channels/service.ts';
import {
  channelsOfKey,
  deletePublishableApiKeyRow,
  findPublishableApiKey,
  insertPublishableApiKey,
  linkChannels,
  listPublishableApiKeys,
  type PublishableApiKeyFilters,
  unlinkChannels,
  updatePublishableApiKey,
} from './repository.ts';
import type { PublishableApiKeyRow } from './tables.ts';

export type PublishableApiKey = AdminComponents['schemas']['PublishableApiKey'];

export function toPublishableApiKey(row: PublishableApiKeyRow): PublishableApiKey {
  return {
    ...row,
    revoked_at: iso(row.revoked_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

async function requireKey(db: Executor, id: string, lock = false): Promise<PublishableApiKeyRow> {
  const row = await findPublishableApiKey(db, id, lock);
  if (!row) throw errors.notFound('Publishable API key', id);
  return row;
}

export async function getPublishableApiKey(db: Executor, id: string): Promise<PublishableApiKey> {
  return toPublishableApiKey(await requireKey(db, id));
}

export async function listKeys(
  db: Executor,
  filters: PublishableApiKeyFilters,
  page: Page,
): Promise<{ publishable_api_keys: PublishableApiKey[]; count: number }> {
  const { rows, count } = await listPublishableApiKeys(db, filters, page);
  return { publishable_api_keys: rows.map(toPublishableApiKey), count };
}

export async function createPublishableApiKey(
  db: Executor,
  title: string,
  createdBy: string | null,
): Promise<PublishableApiKey> {
  const row = await insertPublishableApiKey(db, { id: newId('pk'), title, created_by: createdBy });
  return toPublishableApiKey(row);
}

export async function renamePublishableApiKey(
  db: Executor,
  id: string,
  title: string | undefined,
): Promise<PublishableApiKey> {
  return withTransaction(db, async (tx) => {
    const row = await requireKey(tx, id, true);
    if (title === undefined) return toPublishableApiKey(row);
    const updated = await updatePublishableApiKey(tx, id, { title });
    return toPublishableApiKey(updated ?? row);
  });
}

/** Revoking is final: a revoked key stays listed but the store API rejects it. */
export async function revokePublishableApiKey(
  db: Executor,
  id: string,
  revokedBy: string | null,
): Promise<PublishableApiKey> {
  return withTransaction(db, async (tx) => {
    const row = await requireKey(tx, id, true);
    if (row.revoked_at) {
      throw errors.notAllowed(
        `The publishable API key ${id} is already revoked`,
        'already_revoked',
      );
    }
    const updated = await updatePublishableApiKey(tx, id, {
      revoked_at: new Date(),
      revoked_by: revokedBy,
    });
    return toPublishableApiKey(updated ?? row);
  });
}

export async function deletePublishableApiKey(db: Executor, id: string): Promise<void> {
  // The key's channel links go with it (ON DELETE CASCADE).
  if (!(await deletePublishableApiKeyRow(db, id))) {
    throw errors.notFound('Publishable API key', id);
  }
}

export async function listKeySalesChannels(
  db: Executor,
  id: string,
  q?: string,
): Promise<SalesChannel[]> {
  await requireKey(db, id);
  return (await channelsOfKey(db, id, q)).map((row) => toSalesChannel(row));
}

/** Adds or removes channels; every id must name a live channel, or nothing changes. */
export async function changeKeySalesChannels(
  db: Executor,
  id: string,
  channelIds: string[],
  change: 'add' | 'remove',
): Promise<PublishableApiKey> {
  return withTransaction(db, async (tx) => {
    const row = await requireKey(tx, id, true);
    const unique = [...new Set(channelIds)];
    const found = new Set((await findSalesChannels(tx, unique)).map((channel) => channel.id));
    const missing = unique.find((channelId) => !found.has(channelId));
    if (missing !== undefined) throw unknownReference('Sales channel', missing);
    if (change === 'add') await linkChannels(tx, id, unique);
    else await unlinkChannels(tx, id, unique);
    return toPublishableApiKey(row);
  });
}
