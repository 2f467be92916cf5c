import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { region } from '../currencies/tables.ts';
import type { RegionRow } from './repository.ts';

/* Regions others point at (an order's region), deleted ones too: a placed order keeps its. */

export async function regionsById(db: Executor, ids: readonly string[]): Promise<RegionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(region)
    .where(inArray(region.id, [...ids]));
}

/** Each region's id and tax rate as a subquery to join on (`region_tax_rate`). */
export function regionTaxRates(db: Executor) {
  return db.select({ id: region.id, tax_rate: region.tax_rate }).from(region).as('region_tax_rate');
}
