import type { AdminComponents } from '@commerce/client/contract';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { withRelations } from '../../settings/index.ts';
import { conditionsOfRules } from './conditions-repository.ts';
import { findDiscountsById, findRules, regionsOfDiscounts } from './repository.ts';
import type { DiscountConditionRow, DiscountRow, DiscountRuleRow } from './tables.ts';

/*
 * Discounts as the API answers them: with the rule and its conditions, the regions and,
 * for a generated code, its dynamic parent. Relations are loaded for a whole page at once.
 */

export type Discount = AdminComponents['schemas']['Discount'];
export type DiscountRule = AdminComponents['schemas']['DiscountRule'];
export type DiscountCondition = AdminComponents['schemas']['DiscountCondition'];

// Rules and conditions are never soft-deleted (they go with their discount's history).
export function toCondition(row: DiscountConditionRow): DiscountCondition {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: null,
  };
}

export function toRule(row: DiscountRuleRow, conditions?: DiscountConditionRow[]): DiscountRule {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: null,
    ...(conditions ? { conditions: conditions.map(toCondition) } : {}),
  };
}

export function toDiscount(row: DiscountRow): Discount {
  return {
    ...row,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
  };
}

export async function loadDiscounts(db: Executor, rows: DiscountRow[]): Promise<Discount[]> {
  if (rows.length === 0) return [];
  const ruleIds = [...new Set(rows.map((row) => row.rule_id))];
  const parentIds = [
    ...new Set(rows.map((row) => row.parent_discount_id).filter((id): id is string => !!id)),
  ];
  const [rules, conditions, links, parents] = await Promise.all([
    findRules(db, ruleIds),
    conditionsOfRules(db, ruleIds),
    regionsOfDiscounts(
      db,
      rows.map((row) => row.id),
    ),
    findDiscountsById(db, parentIds),
  ]);
  const regions = await withRelations(db, [
    ...new Map(links.map((link) => [link.region.id, link.region])).values(),
  ]);
  return rows.map((row) => {
    const rule = rules.find((r) => r.id === row.rule_id);
    const parent = parents.find((p) => p.id === row.parent_discount_id);
    const regionIds = new Set(
      links.filter((link) => link.discount_id === row.id).map((link) => link.region.id),
    );
    return {
      ...toDiscount(row),
      ...(rule
        ? {
            rule: toRule(
              rule,
              conditions.filter((c) => c.discount_rule_id === rule.id),
            ),
          }
        : {}),
      regions: regions.filter((region) => regionIds.has(region.id)),
      parent_discount: parent ? toDiscount(parent) : null,
    };
  });
}

export async function loadDiscount(db: Executor, row: DiscountRow): Promise<Discount> {
  const [loaded] = await loadDiscounts(db, [row]);
  return loaded as Discount;
}
