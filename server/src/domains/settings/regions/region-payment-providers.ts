import { asc, eq, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { regionPaymentProvider } from '../currencies/tables.ts';

/** The ids of a region's payment providers, in id order (a cart opens a session for each). */
export async function paymentProviderIdsOfRegion(
  db: Executor,
  regionId: string,
): Promise<string[]> {
  const rows = await providersOfRegion(db, { region_id: regionId });
  return rows.map((row) => row.id);
}

// Built once: a checkout opens its payment sessions from these (issue 29).
const providersOfRegion = reusedQuery<{ id: string }>('payment_providers_of_region', (db) =>
  db
    .select({ id: regionPaymentProvider.provider_id })
    .from(regionPaymentProvider)
    .where(eq(regionPaymentProvider.region_id, sql.placeholder('region_id')))
    .orderBy(asc(regionPaymentProvider.provider_id)),
);
