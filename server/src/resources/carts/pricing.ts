import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';
import { type PriceRow, pickPrice } from '../products/pricing.ts';
import { moneyAmount } from '../products/tables.ts';
import type { RegionRow } from '../regions/repository.ts';

/**
 * The unit price of a variant in a cart's region: the region's own price, else the price
 * in the region's currency (products/pricing.ts); null when it has neither.
 */
export async function unitPriceIn(
  db: Executor,
  variantId: string,
  region: RegionRow,
): Promise<number | null> {
  const prices: PriceRow[] = await db
    .select()
    .from(moneyAmount)
    .where(and(eq(moneyAmount.variant_id, variantId), isNull(moneyAmount.deleted_at)))
    .orderBy(asc(moneyAmount.created_at), asc(moneyAmount.id));
  return pickPrice(prices, {
    region_id: region.id,
    currency_code: region.currency_code,
    includes_tax: region.includes_tax,
    tax_rate: region.tax_rate,
    tax_code: region.tax_code,
  });
}
