import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { productVariant } from '../products/tables.ts';

/** The variants among `ids` whose inventory is managed (the others move no stock). */
export async function managedVariantIds(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: productVariant.id })
    .from(productVariant)
    .where(and(inArray(productVariant.id, [...ids]), eq(productVariant.manage_inventory, true)));
  return rows.map((row) => row.id);
}
