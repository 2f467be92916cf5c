import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { productVariantInventoryItem, type VariantItemLink } from './tables.ts';

export function linksOfVariant(db: Executor, variantId: string): Promise<VariantItemLink[]> {
  return db
    .select()
    .from(productVariantInventoryItem)
    .where(
      and(
        eq(productVariantInventoryItem.variant_id, variantId),
        isNull(productVariantInventoryItem.deleted_at),
      ),
    )
    .orderBy(asc(productVariantInventoryItem.created_at), asc(productVariantInventoryItem.id));
}
