import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { discountConditionResource } from './tables.ts';

/** The customer groups named by discount conditions (a condition's resource ids). */
export const groupConditions = {
  groupIdsOf(db: Executor, conditionId: string) {
    return db
      .select({ id: discountConditionResource.resource_id })
      .from(discountConditionResource)
      .where(eq(discountConditionResource.condition_id, conditionId));
  },
  async forgetGroup(db: Executor, groupId: string): Promise<void> {
    await db
      .delete(discountConditionResource)
      .where(eq(discountConditionResource.resource_id, groupId));
  },
};
