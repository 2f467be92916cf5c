import { type SQL, sql } from 'drizzle-orm';
import { rowsFromJson } from '../../../db/json-row.ts';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { region } from '../currencies/tables.ts';
import type { RegionRow } from './repository.ts';

/* Regions others point at (an order's region), deleted ones too: a placed order keeps its. */

// Built once: every cart and order answer reads its region (issue 29).
const regionsOfIds = reusedQuery<RegionRow>('regions_by_id', (db) =>
  db
    .select()
    .from(region)
    .where(sql`${region.id} = any(${sql.placeholder('ids')})`),
);

export async function regionsById(db: Executor, ids: readonly string[]): Promise<RegionRow[]> {
  if (ids.length === 0) return [];
  return regionsOfIds(db, { ids: [...ids] });
}

/** Each region's id and tax rate as a subquery to join on (`region_tax_rate`). */
export function regionTaxRates(db: Executor) {
  return db.select({ id: region.id, tax_rate: region.tax_rate }).from(region).as('region_tax_rate');
}

/**
 * The region `id` (an SQL value), deleted or not, as a JSON array of its row for a read
 * that gathers several relations in one statement (a cart's refresh, issue 29); read back
 * by `regionFromJson` as `regionsById` answers it.
 */
export function regionJson(id: SQL): SQL {
  return sql`(SELECT json_agg(t) FROM ${region} t WHERE t.id = ${id})`;
}

export function regionFromJson(json: unknown): RegionRow | undefined {
  return rowsFromJson(region, json)[0];
}
