import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { country } from '../currencies/tables.ts';

/** The ISO 3166-1 alpha-2 codes (lower case) of the countries of a region. */
export async function countryCodesOfRegion(db: Executor, regionId: string): Promise<string[]> {
  const rows = await db
    .select({ iso_2: country.iso_2 })
    .from(country)
    .where(eq(country.region_id, regionId));
  return rows.map((row) => row.iso_2);
}
