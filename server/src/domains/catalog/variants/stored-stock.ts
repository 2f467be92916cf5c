import { and, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/transaction.ts';
import { productVariant } from '../products/tables.ts';

/**
 * Stores the derived `inventory_quantity` of these variants, those that manage inventory
 * only. The inventory domain computes it from its own tables, so it hands the figure over
 * as an SQL expression correlated on the variant's id, which this function passes in (the
 * variant table stays the catalog's), and the update stays one statement. `variantIds` is
 * a list or a subquery of ids (the inventory's "variants of these items", so that finding
 * them costs no statement of its own). Answers the figures it stored, so a caller that
 * shows the variants (a placed order's answer) need not read them again.
 */
export async function storeInventoryQuantity(
  db: Executor,
  variantIds: readonly string[] | SQLWrapper,
  quantityOf: (variantId: AnyPgColumn) => SQL,
): Promise<StoredQuantity[]> {
  return db
    .update(productVariant)
    .set({ inventory_quantity: quantityOf(productVariant.id) })
    .where(
      and(
        inArray(productVariant.id, Array.isArray(variantIds) ? [...variantIds] : variantIds),
        eq(productVariant.manage_inventory, true),
      ),
    )
    .returning({ id: productVariant.id, inventory_quantity: productVariant.inventory_quantity });
}

/** A managed variant's `inventory_quantity` as just stored. */
export interface StoredQuantity {
  id: string;
  inventory_quantity: number;
}
