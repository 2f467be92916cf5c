import type { Metadata } from '../../../db/columns.ts';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import {
  addResources,
  conditionsOfRules,
  deleteCondition,
  findCondition,
  insertCondition,
  removeResources,
  resourcesOfConditions,
  updateCondition,
} from './conditions-repository.ts';
import { requireDiscount, requireOwnRule } from './guards.ts';
import {
  type Discount,
  type DiscountCondition,
  loadDiscount,
  toCondition,
  toRule,
} from './load.ts';
import { findRule } from './repository.ts';
import { liveResourceIds, loadResources, RESOURCE_NAMES } from './resources.ts';
import { type ConditionLists, conditionTypeOf, idsForType } from './rules.ts';
import type { ConditionOperator, ConditionType, DiscountConditionRow } from './tables.ts';

export type NewConditionInput = ConditionLists & {
  operator: ConditionOperator;
  metadata?: Metadata;
};

/** Ids given in a body must name live resources of the condition's type (400 otherwise). */
async function checkResources(db: Executor, type: ConditionType, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await liveResourceIds(db, type, unique);
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw unknownReference(RESOURCE_NAMES[type], missing);
  return unique;
}

/** Adds a condition to a rule; a rule has at most one condition per type. */
export async function writeNewCondition(
  tx: Executor,
  ruleId: string,
  input: NewConditionInput,
): Promise<void> {
  const type = conditionTypeOf(input);
  const existing = await conditionsOfRules(tx, [ruleId]);
  if (existing.some((condition) => condition.type === type)) {
    throw errors.notAllowed(
      `The discount rule already has a condition of type ${type}`,
      'discount_condition_type_taken',
    );
  }
  const ids = await checkResources(tx, type, input[type] ?? []);
  const id = newId('discon');
  await insertCondition(tx, {
    id,
    type,
    operator: input.operator,
    discount_rule_id: ruleId,
    ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
  });
  await addResources(tx, id, ids);
}

/** Changes an existing condition: its operator, and the ids of its type when given. */
export async function writeConditionChange(
  tx: Executor,
  condition: DiscountConditionRow,
  input: ConditionLists & { operator?: ConditionOperator },
): Promise<void> {
  const ids = idsForType(input, condition.type);
  if (ids) {
    const checked = await checkResources(tx, condition.type, ids);
    await removeResources(tx, condition.id);
    await addResources(tx, condition.id, checked);
  }
  await updateCondition(tx, condition.id, input.operator ? { operator: input.operator } : {});
}

async function requireCondition(
  db: Executor,
  ruleId: string,
  id: string,
  lock = false,
): Promise<DiscountConditionRow> {
  const row = await findCondition(db, ruleId, id, lock);
  if (!row) throw errors.notFound('Discount condition', id);
  return row;
}

export async function createCondition(
  db: Executor,
  discountId: string,
  input: NewConditionInput,
): Promise<Discount> {
  return withTransaction(db, async (tx) => {
    const discount = await requireOwnRule(tx, discountId);
    await writeNewCondition(tx, discount.rule_id, input);
    return loadDiscount(tx, discount);
  });
}

/** A condition with its rule and the live resources it lists, in the array of its type. */
export async function getCondition(
  db: Executor,
  discountId: string,
  conditionId: string,
): Promise<DiscountCondition> {
  const discount = await requireDiscount(db, discountId);
  const condition = await requireCondition(db, discount.rule_id, conditionId);
  const rule = await findRule(db, discount.rule_id);
  const ids = (await resourcesOfConditions(db, [condition.id])).get(condition.id) ?? [];
  return {
    ...toCondition(condition),
    ...(rule ? { discount_rule: toRule(rule) } : {}),
    [condition.type]: await loadResources(db, condition.type, ids),
  };
}

export async function changeCondition(
  db: Executor,
  discountId: string,
  conditionId: string,
  input: ConditionLists,
): Promise<Discount> {
  return withTransaction(db, async (tx) => {
    const discount = await requireOwnRule(tx, discountId);
    const condition = await requireCondition(tx, discount.rule_id, conditionId, true);
    await writeConditionChange(tx, condition, input);
    return loadDiscount(tx, discount);
  });
}

export async function removeCondition(
  db: Executor,
  discountId: string,
  conditionId: string,
): Promise<Discount> {
  return withTransaction(db, async (tx) => {
    const discount = await requireOwnRule(tx, discountId);
    await requireCondition(tx, discount.rule_id, conditionId, true);
    await deleteCondition(tx, conditionId);
    return loadDiscount(tx, discount);
  });
}

/** Adds (`add`) or removes ids of the condition's type, in one transaction. */
export async function changeConditionResources(
  db: Executor,
  discountId: string,
  conditionId: string,
  ids: string[],
  change: 'add' | 'remove',
): Promise<Discount> {
  return withTransaction(db, async (tx) => {
    const discount = await requireOwnRule(tx, discountId);
    const condition = await requireCondition(tx, discount.rule_id, conditionId, true);
    if (change === 'add') {
      await addResources(tx, condition.id, await checkResources(tx, condition.type, ids));
    } else {
      // Ids the condition does not list are ignored, like the other batch removals.
      await removeResources(tx, condition.id, ids);
    }
    await updateCondition(tx, condition.id, {});
    return loadDiscount(tx, discount);
  });
}
