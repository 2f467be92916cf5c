import { asc, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { region } from '../currencies/tables.ts';
import type { RegionRow } from './repository.ts';

/** The store's oldest live region (a cart created without one goes there). */
export async function oldestLiveRegion(db: Executor): Promise<RegionRow | undefined> {
  const [row] = await db
    .select()
    .from(region)
    .where(isNull(region.deleted_at))
    .orderBy(asc(region.created_at), asc(region.id))
    .limit(1);
  return row;
}
