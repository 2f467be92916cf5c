import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { productSalesChannel } from './tables.ts';

/** Whether a sales channel sells a product (a cart's line must be sold in its channel). */
export async function isSoldInChannel(
  db: Executor,
  productId: string,
  channelId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: productSalesChannel.product_id })
    .from(productSalesChannel)
    .where(
      and(
        eq(productSalesChannel.product_id, productId),
        eq(productSalesChannel.sales_channel_id, channelId),
      ),
    );
  return row !== undefined;
}

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
