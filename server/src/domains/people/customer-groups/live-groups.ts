import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { type CustomerGroupRow, customerGroup } from './tables.ts';

/** The live groups among `ids`, oldest first (as a discount condition lists them). */
export async function liveCustomerGroups(
  db: Executor,
  ids: readonly string[],
): Promise<CustomerGroupRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(customerGroup)
    .where(and(inArray(customerGroup.id, [...ids]), isNull(customerGroup.deleted_at)))
    .orderBy(customerGroup.created_at, customerGroup.id);
}
