import { eq, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { country } from '../currencies/tables.ts';

// Built once: a checkout checks its addresses' countries twice (issue 29).
const codesOfRegion = reusedQuery<{ iso_2: string }>('country_codes_of_region', (db) =>
  db
    .select({ iso_2: country.iso_2 })
    .from(country)
    .where(eq(country.region_id, sql.placeholder('region_id'))),
);

/** The ISO 3166-1 alpha-2 codes (lower case) of the countries of a region. */
export async function countryCodesOfRegion(db: Executor, regionId: string): Promise<string[]> {
  const rows = await codesOfRegion(db, { region_id: regionId });
  return rows.map((row) => row.iso_2);
}
