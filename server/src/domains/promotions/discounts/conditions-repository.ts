import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Metadata } from '../../../db/columns.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  type ConditionOperator,
  type ConditionType,
  type DiscountConditionRow,
  discountCondition,
  discountConditionResource,
} from './tables.ts';

export async function conditionsOfRules(
  db: Executor,
  ruleIds: string[],
): Promise<DiscountConditionRow[]> {
  if (ruleIds.length === 0) return [];
  return db
    .select()
    .from(discountCondition)
    .where(inArray(discountCondition.discount_rule_id, ruleIds))
    .orderBy(asc(discountCondition.created_at), asc(discountCondition.id));
}

/** A condition of the rule `ruleId`; `lock` takes its row lock. */
export async function findCondition(
  db: Executor,
  ruleId: string,
  id: string,
  lock = false,
): Promise<DiscountConditionRow | undefined> {
  const query = db
    .select()
    .from(discountCondition)
    .where(and(eq(discountCondition.id, id), eq(discountCondition.discount_rule_id, ruleId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertCondition(
  db: Executor,
  values: {
    id: string;
    type: ConditionType;
    operator: ConditionOperator;
    discount_rule_id: string;
    metadata?: Metadata;
  },
): Promise<void> {
  await db.insert(discountCondition).values(values);
}

/** Changes the operator; with none, only `updated_at` (its list of ids changed). */
export async function updateCondition(
  db: Executor,
  id: string,
  values: { operator?: ConditionOperator },
): Promise<void> {
  await db
    .update(discountCondition)
    .set({ ...values, updated_at: new Date() })
    .where(eq(discountCondition.id, id));
}

export async function deleteCondition(db: Executor, id: string): Promise<void> {
  // Its resource rows go with it (ON DELETE CASCADE).
  await db.delete(discountCondition).where(eq(discountCondition.id, id));
}

/** The ids each condition lists, by condition id. */
export async function resourcesOfConditions(
  db: Executor,
  conditionIds: string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(conditionIds.map((id) => [id, []]));
  if (conditionIds.length === 0) return result;
  const rows = await db
    .select()
    .from(discountConditionResource)
    .where(inArray(discountConditionResource.condition_id, conditionIds))
    .orderBy(asc(discountConditionResource.resource_id));
  for (const row of rows) result.get(row.condition_id)?.push(row.resource_id);
  return result;
}

export async function addResources(
  db: Executor,
  conditionId: string,
  resourceIds: string[],
): Promise<void> {
  if (resourceIds.length === 0) return;
  // Ids already listed stay as they are, so a retried batch answers the same.
  await db
    .insert(discountConditionResource)
    .values(resourceIds.map((resource_id) => ({ condition_id: conditionId, resource_id })))
    .onConflictDoNothing();
}

export async function removeResources(
  db: Executor,
  conditionId: string,
  resourceIds?: string[],
): Promise<void> {
  await db
    .delete(discountConditionResource)
    .where(
      and(
        eq(discountConditionResource.condition_id, conditionId),
        resourceIds ? inArray(discountConditionResource.resource_id, resourceIds) : undefined,
      ),
    );
}
