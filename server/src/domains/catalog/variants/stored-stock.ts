import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/transaction.ts';
import { productVariant } from '../products/tables.ts';

/**
 * Stores the derived `inventory_quantity` of these variants, those that manage inventory
 * only. The inventory domain computes it from its own tables, so it hands the figure over
 * as an SQL expression correlated on the variant's id, which this function passes in (the
 * variant table stays the catalog's), and the update stays one statement.
 */
export async function storeInventoryQuantity(
  db: Executor,
  variantIds: readonly string[],
  quantityOf: (variantId: AnyPgColumn) => SQL,
): Promise<void> {
  await db
    .update(productVariant)
    .set({ inventory_quantity: quantityOf(productVariant.id) })
    .where(
      and(inArray(productVariant.id, [...variantIds]), eq(productVariant.manage_inventory, true)),
    );
}
