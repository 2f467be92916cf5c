import type { Metadata } from '../../../db/columns.ts';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { errors } from '../../../errors.ts';
import { type NewConditionInput, writeConditionChange, writeNewCondition } from './conditions.ts';
import { findCondition } from './conditions-repository.ts';
import { codeNotFound, requireDiscount, requireOwnRule } from './guards.ts';
import { type Discount, loadDiscount, loadDiscounts } from './load.ts';
import {
  type DiscountFilters,
  type DiscountValues,
  deleteChildren,
  findDiscountByCode,
  findRule,
  insertDiscount,
  insertRule,
  linkRegions,
  listDiscountRows,
  liveRegionIds,
  regionsOfDiscounts,
  unlinkRegions,
  updateDiscount,
  updateRule,
} from './repository.ts';
import {
  type ConditionLists,
  checkRegionCount,
  checkRuleValue,
  checkValidDuration,
  checkWindow,
  normalizeCode,
} from './rules.ts';
import type { Allocation, ConditionOperator, DiscountRow, RuleType } from './tables.ts';

export interface CreateDiscountInput {
  code: string;
  is_dynamic?: boolean;
  rule: {
    description?: string;
    type: RuleType;
    value: number;
    allocation: Allocation;
    conditions?: NewConditionInput[];
  };
  is_disabled?: boolean;
  starts_at?: string;
  ends_at?: string | null;
  valid_duration?: string | null;
  usage_limit?: number | null;
  regions: string[];
  metadata?: Metadata;
}

export interface UpdateDiscountInput {
  code?: string;
  rule?: {
    id: string;
    description?: string;
    value?: number;
    allocation?: Allocation;
    conditions?: (ConditionLists & { id?: string; operator: ConditionOperator })[];
  };
  is_disabled?: boolean;
  starts_at?: string;
  ends_at?: string | null;
  valid_duration?: string | null;
  usage_limit?: number | null;
  regions?: string[];
  metadata?: Metadata;
}

/** A taken code answers 422, whether found first or caught by the unique index. */
export async function guardCode<T>(code: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (code !== undefined && isUniqueViolation(error)) {
      throw errors.duplicate('Discount', 'code', normalizeCode(code), 'discount_code_taken');
    }
    throw error;
  }
}

/** Region ids from a body: each must be a live region (400 otherwise). */
async function checkRegions(db: Executor, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = new Set(await liveRegionIds(db, unique));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw unknownReference('Region', missing);
  return unique;
}

export async function getDiscount(db: Executor, id: string): Promise<Discount> {
  return loadDiscount(db, await requireDiscount(db, id));
}

export async function getDiscountByCode(db: Executor, code: string): Promise<Discount> {
  const row = await findDiscountByCode(db, code.trim());
  if (!row) throw codeNotFound(code);
  return loadDiscount(db, row);
}

export async function listDiscounts(
  db: Executor,
  filters: DiscountFilters,
  page: Page,
): Promise<{ discounts: Discount[]; count: number }> {
  const { rows, count } = await listDiscountRows(db, filters, page);
  return { discounts: await loadDiscounts(db, rows), count };
}

export async function createDiscount(db: Executor, input: CreateDiscountInput): Promise<Discount> {
  const code = normalizeCode(input.code);
  const isDynamic = input.is_dynamic ?? false;
  const { rule } = input;
  checkRuleValue(rule.type, rule.value);
  checkRegionCount(rule.type, new Set(input.regions).size);
  const startsAt = input.starts_at ? new Date(input.starts_at) : new Date();
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  checkWindow(startsAt, endsAt);
  checkValidDuration(input.valid_duration, isDynamic);
  return guardCode(code, () =>
    withTransaction(db, async (tx) => {
      if (await findDiscountByCode(tx, code))
        throw errors.duplicate('Discount', 'code', code, 'discount_code_taken');
      const regions = await checkRegions(tx, input.regions);
      const ruleRow = await insertRule(tx, {
        id: newId('dru'),
        type: rule.type,
        description: rule.description ?? null,
        value: rule.value,
        allocation: rule.allocation,
      });
      for (const condition of rule.conditions ?? []) {
        await writeNewCondition(tx, ruleRow.id, condition);
      }
      const row = await insertDiscount(tx, {
        id: newId('disc'),
        code,
        is_dynamic: isDynamic,
        rule_id: ruleRow.id,
        is_disabled: input.is_disabled ?? false,
        starts_at: startsAt,
        ends_at: endsAt,
        valid_duration: input.valid_duration ?? null,
        usage_limit: input.usage_limit ?? null,
        metadata: input.metadata ?? null,
      });
      await linkRegions(tx, row.id, regions);
      return loadDiscount(tx, row);
    }),
  );
}

/** The rule part of an update: its own fields, then its conditions (by id, or new). */
async function writeRuleChange(
  tx: Executor,
  discount: DiscountRow,
  rule: NonNullable<UpdateDiscountInput['rule']>,
): Promise<void> {
  if (rule.id !== discount.rule_id) {
    throw errors.invalidData(`Discount rule ${rule.id} is not the rule of discount ${discount.id}`);
  }
  const current = await findRule(tx, rule.id);
  if (!current) throw new Error(`Discount ${discount.id} has no rule ${rule.id}`);
  if (rule.value !== undefined) checkRuleValue(current.type, rule.value);
  await updateRule(tx, rule.id, {
    ...(rule.description !== undefined ? { description: rule.description } : {}),
    ...(rule.value !== undefined ? { value: rule.value } : {}),
    ...(rule.allocation !== undefined ? { allocation: rule.allocation } : {}),
  });
  for (const { id, ...condition } of rule.conditions ?? []) {
    if (id === undefined) {
      await writeNewCondition(tx, rule.id, condition);
      continue;
    }
    const row = await findCondition(tx, rule.id, id, true);
    if (!row) throw unknownReference('Discount condition', id);
    await writeConditionChange(tx, row, condition);
  }
}

export async function changeDiscount(
  db: Executor,
  id: string,
  input: UpdateDiscountInput,
): Promise<Discount> {
  const code = input.code === undefined ? undefined : normalizeCode(input.code);
  return guardCode(code, () =>
    withTransaction(db, async (tx) => {
      const current = input.rule
        ? await requireOwnRule(tx, id)
        : await requireDiscount(tx, id, true);
      if (code !== undefined && code !== current.code && (await findDiscountByCode(tx, code))) {
        throw errors.duplicate('Discount', 'code', code, 'discount_code_taken');
      }
      const startsAt = input.starts_at ? new Date(input.starts_at) : current.starts_at;
      const endsAt =
        input.ends_at === undefined
          ? current.ends_at
          : input.ends_at === null
            ? null
            : new Date(input.ends_at);
      checkWindow(startsAt, endsAt);
      checkValidDuration(input.valid_duration, current.is_dynamic);
      if (input.rule) await writeRuleChange(tx, current, input.rule);
      const rule = await findRule(tx, current.rule_id);
      if (!rule) throw new Error(`Discount ${id} has no rule ${current.rule_id}`);
      if (input.regions) {
        const regions = await checkRegions(tx, input.regions);
        checkRegionCount(rule.type, regions.length);
        // The regions given replace the current ones (the contract's update rule).
        await unlinkRegions(tx, id);
        await linkRegions(tx, id, regions);
      }
      const values: DiscountValues = {
        ...(code !== undefined ? { code } : {}),
        ...(input.is_disabled !== undefined ? { is_disabled: input.is_disabled } : {}),
        ...(input.starts_at !== undefined ? { starts_at: startsAt } : {}),
        ...(input.ends_at !== undefined ? { ends_at: endsAt } : {}),
        ...(input.valid_duration !== undefined ? { valid_duration: input.valid_duration } : {}),
        ...(input.usage_limit !== undefined ? { usage_limit: input.usage_limit } : {}),
        ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
      };
      await updateDiscount(tx, id, values);
      return getDiscount(tx, id);
    }),
  );
}

/**
 * Soft-deletes a discount (orders keep its id). Deleting a dynamic discount also deletes
 * the codes generated from it: they share its rule and end with their campaign.
 */
export async function deleteDiscount(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireDiscount(tx, id, true);
    await deleteChildren(tx, id);
    await updateDiscount(tx, id, { deleted_at: new Date() });
  });
}

async function requireRegion(db: Executor, regionId: string): Promise<void> {
  const [found] = await liveRegionIds(db, [regionId]);
  if (!found) throw errors.notFound('Region', regionId, 'unknown_reference');
}

export async function addDiscountRegion(
  db: Executor,
  id: string,
  regionId: string,
): Promise<Discount> {
  return withTransaction(db, async (tx) => {
    const discount = await requireDiscount(tx, id, true);
    await requireRegion(tx, regionId);
    const rule = await findRule(tx, discount.rule_id);
    const current = (await regionsOfDiscounts(tx, [id])).map((link) => link.region.id);
    if (rule && !current.includes(regionId)) checkRegionCount(rule.type, current.length + 1);
    await linkRegions(tx, id, [regionId]);
    await updateDiscount(tx, id, {});
    return getDiscount(tx, id);
  });
}

export async function removeDiscountRegion(
  db: Executor,
  id: string,
  regionId: string,
): Promise<Discount> {
  return withTransaction(db, async (tx) => {
    await requireDiscount(tx, id, true);
    await requireRegion(tx, regionId);
    // A region the discount does not have is a no-op, like adding one it has.
    await unlinkRegions(tx, id, [regionId]);
    await updateDiscount(tx, id, {});
    return getDiscount(tx, id);
  });
}
