import { and, inArray, isNull } from 'drizzle-orm';
import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import {
  defaultSalesChannelId,
  findSalesChannel,
  findSalesChannels,
  getSalesChannel,
  type SalesChannel,
} from '../../settings/index.ts';
import { product } from '../products/tables.ts';
import { linkProducts, replaceProductChannels, unlinkProducts } from './repository.ts';

/*
 * Which sales channels sell a product: the channel's batch operations, and the
 * `sales_channels` of product create and update.
 */

async function requireLiveProducts(tx: Executor, ids: string[]): Promise<void> {
  const found = await tx
    .select({ id: product.id })
    .from(product)
    .where(and(inArray(product.id, ids), isNull(product.deleted_at)));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw unknownReference('Product', missing);
}

async function changeChannelProducts(
  db: Executor,
  channelId: string,
  productIds: string[],
  change: typeof linkProducts,
): Promise<SalesChannel> {
  return withTransaction(db, async (tx) => {
    // The channel's row lock orders concurrent batches on one channel.
    if (!(await findSalesChannel(tx, channelId, true))) {
      throw errors.notFound('Sales channel', channelId);
    }
    const ids = [...new Set(productIds)];
    await requireLiveProducts(tx, ids);
    await change(tx, channelId, ids);
    return getSalesChannel(tx, channelId);
  });
}

export function addProductsToChannel(db: Executor, channelId: string, productIds: string[]) {
  return changeChannelProducts(db, channelId, productIds, linkProducts);
}

export function removeProductsFromChannel(db: Executor, channelId: string, productIds: string[]) {
  return changeChannelProducts(db, channelId, productIds, unlinkProducts);
}

/**
 * Writes a product's channels inside its create or update transaction: the listed ones
 * (each must exist; `null` is none), or on create without a list the store's default
 * channel, as the contract says (a product no channel sells could never be bought).
 */
export async function writeProductChannels(
  tx: Executor,
  productId: string,
  channels: ReadonlyArray<{ id: string }> | null | undefined,
  creating: boolean,
): Promise<void> {
  if (channels === undefined) {
    if (!creating) return;
    const channelId = await defaultSalesChannelId(tx);
    if (channelId) await replaceProductChannels(tx, productId, [channelId]);
    return;
  }
  const ids = [...new Set((channels ?? []).map((channel) => channel.id))];
  const found = new Set((await findSalesChannels(tx, ids)).map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw unknownReference('Sales channel', missing);
  await replaceProductChannels(tx, productId, ids);
}
