import { and, eq, inArray, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { productVariant } from '../products/tables.ts';
import { productSalesChannel } from './tables.ts';

/**
 * Whether a sales channel sells a variant's product (a cart's line must be sold in its
 * channel). Keyed by the variant, not its product, so adding a line sends it with the
 * variant's own read instead of after it (issue 29, tenth pass).
 */
export async function isVariantSoldInChannel(
  db: Executor,
  variantId: string,
  channelId: string,
): Promise<boolean> {
  const [row] = await variantSoldIn(db, { variant_id: variantId, channel_id: channelId });
  return row !== undefined;
}

// Built once: every line a cart adds is checked against its channel (issue 29).
const variantSoldIn = reusedQuery<{ id: string }>('variant_sold_in_channel', (db) =>
  db
    .select({ id: productSalesChannel.product_id })
    .from(productSalesChannel)
    .innerJoin(productVariant, eq(productVariant.product_id, productSalesChannel.product_id))
    .where(
      and(
        eq(productVariant.id, sql.placeholder('variant_id')),
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
