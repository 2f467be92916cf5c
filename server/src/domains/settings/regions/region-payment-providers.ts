import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { regionPaymentProvider } from '../currencies/tables.ts';

/** The ids of a region's payment providers, in id order (a cart opens a session for each). */
export async function paymentProviderIdsOfRegion(
  db: Executor,
  regionId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: regionPaymentProvider.provider_id })
    .from(regionPaymentProvider)
    .where(eq(regionPaymentProvider.region_id, regionId))
    .orderBy(asc(regionPaymentProvider.provider_id));
  return rows.map((row) => row.id);
}
