import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowOf } from '../../../db/subquery-row.ts';
import type { Executor } from '../../../db/transaction.ts';
import { liveSalesChannelsToJoin, type SalesChannelRow } from '../../settings/index.ts';
import { product } from '../products/tables.ts';
import { productSalesChannel } from './tables.ts';

/**
 * Products sold in any of `channelIds` (an empty list matches nothing); `productId` names
 * the product of the row being filtered (a variant's `product_id`), the product's own id by
 * default.
 */
export function soldInChannels(
  channelIds: readonly string[],
  productId: AnyPgColumn = product.id,
): SQL {
  if (channelIds.length === 0) return sql`false`;
  return exists(
    sql`(SELECT 1 FROM ${productSalesChannel} WHERE ${productSalesChannel.product_id} = ${productId}
      AND ${productSalesChannel.sales_channel_id} IN ${channelIds})`,
  );
}

/**
 * Products sold in any channel of the text array `channelIds` (an SQL value: a prepared
 * statement's placeholder), as `soldInChannels` for a list known only at execution.
 */
export function soldInChannelArray(channelIds: SQL, productId: AnyPgColumn = product.id): SQL {
  return exists(
    sql`(SELECT 1 FROM ${productSalesChannel} WHERE ${productSalesChannel.product_id} = ${productId}
      AND ${productSalesChannel.sales_channel_id} = ANY(${channelIds}::text[]))`,
  );
}

/** Adds the links that are missing; existing ones are left, so a retry answers the same. */
export async function linkProducts(
  db: Executor,
  channelId: string,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(productSalesChannel)
    .values(productIds.map((product_id) => ({ product_id, sales_channel_id: channelId })))
    .onConflictDoNothing();
}

export async function unlinkProducts(
  db: Executor,
  channelId: string,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .delete(productSalesChannel)
    .where(
      and(
        eq(productSalesChannel.sales_channel_id, channelId),
        inArray(productSalesChannel.product_id, [...productIds]),
      ),
    );
}

/** Makes `channelIds` the product's channels: the others are unlinked. */
export async function replaceProductChannels(
  db: Executor,
  productId: string,
  channelIds: readonly string[],
): Promise<void> {
  await db.delete(productSalesChannel).where(eq(productSalesChannel.product_id, productId));
  if (channelIds.length === 0) return;
  await db
    .insert(productSalesChannel)
    .values(channelIds.map((sales_channel_id) => ({ product_id: productId, sales_channel_id })))
    .onConflictDoNothing();
}

/** The live channels of each product, for a page of products at once. */
export async function channelsOfProducts(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, SalesChannelRow[]>> {
  const byProduct = new Map<string, SalesChannelRow[]>();
  if (productIds.length === 0) return byProduct;
  const channels = liveSalesChannelsToJoin(db);
  const rows = await db
    .select({ product_id: productSalesChannel.product_id, channel: rowOf(channels) })
    .from(productSalesChannel)
    .innerJoin(channels, eq(channels.id, productSalesChannel.sales_channel_id))
    .where(inArray(productSalesChannel.product_id, [...productIds]))
    .orderBy(asc(channels.created_at), asc(channels.id));
  for (const row of rows) {
    const list = byProduct.get(row.product_id);
    if (list) list.push(row.channel);
    else byProduct.set(row.product_id, [row.channel]);
  }
  return byProduct;
}
