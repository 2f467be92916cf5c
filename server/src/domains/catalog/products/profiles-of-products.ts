import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { product } from './tables.ts';

/**
 * The shipping profiles of the live products among `productIds`, as a subquery for
 * `profile_id IN (…)`: the options a cart may ship with stay one statement.
 */
export function profileIdsOfLiveProducts(db: Executor, productIds: readonly string[]) {
  return db
    .selectDistinct({ id: product.profile_id })
    .from(product)
    .where(and(inArray(product.id, [...productIds]), isNull(product.deleted_at)));
}
