import { and, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type SalesChannelRow, salesChannel } from '../sales-channels/tables.ts';
import {
  type PublishableApiKeyRow,
  publishableApiKey,
  publishableApiKeySalesChannel,
} from './tables.ts';

export interface PublishableApiKeyFilters {
  q?: string;
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: publishableApiKey.created_at,
  updated_at: publishableApiKey.updated_at,
  title: publishableApiKey.title,
};

export async function listPublishableApiKeys(
  db: Executor,
  filters: PublishableApiKeyFilters,
  page: Page,
): Promise<{ rows: PublishableApiKeyRow[]; count: number }> {
  const condition: SQL | undefined = and(
    filters.q ? ilike(publishableApiKey.title, containsPattern(filters.q)) : undefined,
    compare(publishableApiKey.created_at, filters.created_at),
    compare(publishableApiKey.updated_at, filters.updated_at),
  );
  const rows = await db
    .select()
    .from(publishableApiKey)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, publishableApiKey.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(publishableApiKey).where(condition);
  return { rows, count: total?.n ?? 0 };
}

export async function findPublishableApiKey(
  db: Executor,
  id: string,
  lock = false,
): Promise<PublishableApiKeyRow | undefined> {
  const query = db.select().from(publishableApiKey).where(eq(publishableApiKey.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPublishableApiKey(
  db: Executor,
  values: { id: string; title: string; created_by: string | null },
): Promise<PublishableApiKeyRow> {
  const [row] = await db.insert(publishableApiKey).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updatePublishableApiKey(
  db: Executor,
  id: string,
  values: Partial<Pick<PublishableApiKeyRow, 'title' | 'revoked_by' | 'revoked_at'>>,
): Promise<PublishableApiKeyRow | undefined> {
  const [row] = await db
    .update(publishableApiKey)
    .set({ ...values, updated_at: new Date() })
    .where(eq(publishableApiKey.id, id))
    .returning();
  return row;
}

export async function deletePublishableApiKeyRow(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(publishableApiKey)
    .where(eq(publishableApiKey.id, id))
    .returning({ id: publishableApiKey.id });
  return deleted.length > 0;
}

/** The live channels of a key, optionally filtered by `q` over name and description. */
export async function channelsOfKey(
  db: Executor,
  keyId: string,
  q?: string,
): Promise<SalesChannelRow[]> {
  const rows = await db
    .select({ channel: salesChannel })
    .from(publishableApiKeySalesChannel)
    .innerJoin(salesChannel, eq(salesChannel.id, publishableApiKeySalesChannel.sales_channel_id))
    .where(
      and(
        eq(publishableApiKeySalesChannel.publishable_key_id, keyId),
        isNull(salesChannel.deleted_at),
        q
          ? or(
              ilike(salesChannel.name, containsPattern(q)),
              ilike(salesChannel.description, containsPattern(q)),
            )
          : undefined,
      ),
    )
    .orderBy(salesChannel.created_at, salesChannel.id);
  return rows.map((row) => row.channel);
}

export async function linkChannels(db: Executor, keyId: string, channelIds: string[]) {
  if (channelIds.length === 0) return;
  await db
    .insert(publishableApiKeySalesChannel)
    .values(channelIds.map((id) => ({ publishable_key_id: keyId, sales_channel_id: id })))
    .onConflictDoNothing();
}

export async function unlinkChannels(db: Executor, keyId: string, channelIds: string[]) {
  if (channelIds.length === 0) return;
  await db
    .delete(publishableApiKeySalesChannel)
    .where(
      and(
        eq(publishableApiKeySalesChannel.publishable_key_id, keyId),
        inArray(publishableApiKeySalesChannel.sales_channel_id, channelIds),
      ),
    );
}
