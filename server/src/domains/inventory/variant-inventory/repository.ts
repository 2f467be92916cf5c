import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { productVariant } from '../../catalog/products/tables.ts';
import { productVariantInventoryItem, type VariantItemLink } from './tables.ts';

export type VariantRow = typeof productVariant.$inferSelect;

export async function findLiveVariant(db: Executor, id: string): Promise<VariantRow | undefined> {
  const [row] = await db
    .select()
    .from(productVariant)
    .where(and(eq(productVariant.id, id), isNull(productVariant.deleted_at)));
  return row;
}

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
