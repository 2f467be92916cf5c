import { and, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/transaction.ts';
import { region } from '../currencies/tables.ts';
import type { RegionRow } from './repository.ts';

/*
 * Live (not deleted) regions for other domains: by id, as a condition on a column that
 * holds a region id, and as a subquery to join where the rows come back with the caller's
 * (one statement instead of a second query per page).
 */

export async function findLiveRegions(db: Executor, ids: readonly string[]): Promise<RegionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(region)
    .where(and(inArray(region.id, [...ids]), isNull(region.deleted_at)));
}

/** True where `regionId` (a column of the caller's query) names a live region. */
export function isLiveRegion(regionId: AnyPgColumn): SQL {
  return exists(
    sql`(SELECT 1 FROM ${region} WHERE ${region.id} = ${regionId} AND ${region.deleted_at} IS NULL)`,
  );
}

/** Every live region as a subquery (`live_region`): join it, select `rowOf(it)` for rows. */
export function liveRegionsToJoin(db: Executor) {
  return db.select().from(region).where(isNull(region.deleted_at)).as('live_region');
}
