import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { type UserRow, user } from './repository.ts';

/** The users with these ids, deleted ones too (a deleted user still signs what they wrote). */
export async function usersById(db: Executor, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(user)
    .where(inArray(user.id, [...ids]));
}
