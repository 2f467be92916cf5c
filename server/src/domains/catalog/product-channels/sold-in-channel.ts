import { and, eq, inArray, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { productSalesChannel } from './tables.ts';

/** Whether a sales channel sells a product (a cart's line must be sold in its channel). */
export async function isSoldInChannel(
  db: Executor,
  productId: string,
  channelId: string,
): Promise<boolean> {
  const [row] = await soldIn(db, { product_id: productId, channel_id: channelId });
  return row !== undefined;
}

// Built once: every line a cart adds is checked against its channel (issue 29).
const soldIn = reusedQuery<{ id: string }>('product_sold_in_channel', (db) =>
  db
    .select({ id: productSalesChannel.product_id })
    .from(productSalesChannel)
    .where(
      and(
        eq(productSalesChannel.product_id, sql.placeholder('product_id')),
        eq(productSalesChannel.sales_channel_id, sql.placeholder('channel_id')),
      ),
    ),
);

/** The products among `productIds` that a sales channel sells. */
export async function productsSoldInChannel(
  db: Executor,
  channelId: string,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: productSalesChannel.product_id })
    .from(productSalesChannel)
    .where(
      and(
        eq(productSalesChannel.sales_channel_id, channelId),
        inArray(productSalesChannel.product_id, [...productIds]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
