import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { productVariant } from '../products/tables.ts';

/**
 * Stores the derived `inventory_quantity` of these variants, those that manage inventory
 * only. The inventory domain computes it from its own tables, so it hands the figure over
 * as an SQL expression correlated on `product_variant.id`, and the update stays one
 * statement.
 */
export async function storeInventoryQuantity(
  db: Executor,
  variantIds: readonly string[],
  quantity: SQL,
): Promise<void> {
  await db
    .update(productVariant)
    .set({ inventory_quantity: quantity })
    .where(
      and(inArray(productVariant.id, [...variantIds]), eq(productVariant.manage_inventory, true)),
    );
}
