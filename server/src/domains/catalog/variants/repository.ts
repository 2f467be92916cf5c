import { and, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { containsPattern } from '../../../db/trimmed-list-query.ts';
import { soldInChannels } from '../product-channels/repository.ts';
import { product, productVariant } from '../products/tables.ts';

export interface VariantFilter {
  q?: string;
  id?: string[];
  product_id?: string[];
  title?: string[];
  sku?: string[];
  inventory_quantity?: { lt?: number; gt?: number; lte?: number; gte?: number };
  /** Store reads: variants of published products only. */
  store?: boolean;
  /** Store reads: variants of products sold in one of these channels (`[]`: none). */
  channels?: readonly string[] | null;
}

export function variantWhere(f: VariantFilter): SQL | undefined {
  const iq = f.inventory_quantity;
  return and(
    isNull(productVariant.deleted_at),
    // The contract's search: the variant's title or SKU, or its product's title.
    f.q
      ? or(
          ilike(productVariant.title, containsPattern(f.q)),
          ilike(productVariant.sku, containsPattern(f.q)),
          exists(
            sql`(SELECT 1 FROM ${product} WHERE ${product.id} = ${productVariant.product_id}
              AND ${product.title} ILIKE ${containsPattern(f.q)})`,
          ),
        )
      : undefined,
    f.id?.length ? inArray(productVariant.id, f.id) : undefined,
    f.product_id?.length ? inArray(productVariant.product_id, f.product_id) : undefined,
    f.title?.length ? inArray(productVariant.title, f.title) : undefined,
    f.sku?.length ? inArray(productVariant.sku, f.sku) : undefined,
    iq?.lt === undefined ? undefined : sql`${productVariant.inventory_quantity} < ${iq.lt}`,
    iq?.gt === undefined ? undefined : sql`${productVariant.inventory_quantity} > ${iq.gt}`,
    iq?.lte === undefined ? undefined : sql`${productVariant.inventory_quantity} <= ${iq.lte}`,
    iq?.gte === undefined ? undefined : sql`${productVariant.inventory_quantity} >= ${iq.gte}`,
    f.store
      ? exists(
          sql`(SELECT 1 FROM ${product} WHERE ${product.id} = ${productVariant.product_id}
            AND ${product.status} = 'published' AND ${product.deleted_at} IS NULL)`,
        )
      : undefined,
    f.channels ? soldInChannels(f.channels, productVariant.product_id) : undefined,
  );
}

/** A variant that is not deleted, as its row. */
export type VariantRow = typeof productVariant.$inferSelect;

export async function findLiveVariant(db: Executor, id: string): Promise<VariantRow | undefined> {
  const [row] = await db
    .select()
    .from(productVariant)
    .where(and(eq(productVariant.id, id), isNull(productVariant.deleted_at)));
  return row;
}
