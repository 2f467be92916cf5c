import { isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { user } from './repository.ts';

/** How many staff users are not deleted (none: a fresh install). */
export async function countLiveUsers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(user)
    .where(isNull(user.deleted_at));
  return row?.count ?? 0;
}
