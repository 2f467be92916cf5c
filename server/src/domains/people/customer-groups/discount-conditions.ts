import type { SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { port } from '../../port.ts';

/** The discount conditions that name customer groups, as the promotions domain keeps them. */
export interface DiscountConditionGroups {
  /** The ids of the groups a condition names, as a subquery. */
  groupIdsOf(db: Executor, conditionId: string): SQLWrapper;
  /** Takes a deleted group out of every condition. */
  forgetGroup(db: Executor, groupId: string): Promise<void>;
}

/** Provided by the promotions domain, whose conditions build on the groups. */
export const discountConditionGroups = port<DiscountConditionGroups>('discountConditionGroups');
