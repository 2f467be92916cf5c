import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { product, productVariant } from '../products/tables.ts';
import type { VariantRow } from './repository.ts';

/*
 * Variants by id for the lines other domains write (an order's stock, a claim's, a swap's
 * or an edit's new lines), each answer one query.
 */

type ProductRow = typeof product.$inferSelect;

export interface VariantWithProduct {
  variant: VariantRow;
  product: ProductRow;
}

// Built once: every cart and order answer reads its lines' variants (issue 29).
const variantsOfIds = reusedQuery<VariantRow>('variants_by_id', (db) =>
  db
    .select()
    .from(productVariant)
    .where(sql`${productVariant.id} = any(${sql.placeholder('ids')})`),
);

/** The variants with these ids, deleted ones too (a placed line keeps its variant id). */
export async function variantsById(db: Executor, ids: readonly string[]): Promise<VariantRow[]> {
  if (ids.length === 0) return [];
  return variantsOfIds(db, { ids: [...ids] });
}

/** The live variants with these ids, each with its product (whatever the product's state). */
export async function liveVariantsWithProducts(
  db: Executor,
  ids: readonly string[],
): Promise<VariantWithProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({ variant: productVariant, product })
    .from(productVariant)
    .innerJoin(product, eq(product.id, productVariant.product_id))
    .where(and(inArray(productVariant.id, [...ids]), isNull(productVariant.deleted_at)));
}

/** A variant that can still be added to a line: it and its product are not deleted. */
// Built once (issue 29, ninth pass): every added line reads its variant with its product.
const addableVariant = reusedQuery<VariantWithProduct>('addable_variant', (db) =>
  db
    .select({ variant: productVariant, product })
    .from(productVariant)
    .innerJoin(product, eq(product.id, productVariant.product_id))
    .where(
      and(
        eq(productVariant.id, sql.placeholder('id')),
        isNull(productVariant.deleted_at),
        isNull(product.deleted_at),
      ),
    ),
);

export async function findAddableVariant(
  db: Executor,
  id: string,
): Promise<VariantWithProduct | undefined> {
  const [row] = await addableVariant(db, { id });
  return row;
}
