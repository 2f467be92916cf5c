import type { Executor } from '../../../db/transaction.ts';
import { customerGroup } from './tables.ts';

/**
 * Every customer group, deleted ones too (a price list shows a deleted group it names), as a
 * subquery (`customer_group`) to join; select `rowOf(it)` for the group rows.
 */
export function customerGroupsToJoin(db: Executor) {
  return db.select().from(customerGroup).as('customer_group');
}
