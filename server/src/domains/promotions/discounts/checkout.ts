import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/transaction.ts';
import { conditionsOfRules, resourcesOfConditions } from './conditions-repository.ts';
import type { DiscountForEvaluation } from './evaluate.ts';
import { findDiscountByCode, findRule, regionsOfDiscounts } from './repository.ts';
import { discount } from './tables.ts';

/*
 * What the checkout work needs from this slice: a discount by the code a shopper enters,
 * shaped for evaluate.ts, and counting a use without passing the usage limit.
 */

export type CheckoutDiscount = DiscountForEvaluation & { id: string; code: string };

/** The live discount with this code (any case), ready to evaluate; null when there is none. */
export async function findDiscountForCheckout(
  db: Executor,
  code: string,
): Promise<CheckoutDiscount | null> {
  const row = await findDiscountByCode(db, code.trim());
  if (!row) return null;
  const [rule, conditions, regions] = await Promise.all([
    findRule(db, row.rule_id),
    conditionsOfRules(db, [row.rule_id]),
    regionsOfDiscounts(db, [row.id]),
  ]);
  if (!rule) throw new Error(`Discount ${row.id} has no rule ${row.rule_id}`);
  const resources = await resourcesOfConditions(
    db,
    conditions.map((c) => c.id),
  );
  return {
    id: row.id,
    code: row.code,
    is_disabled: row.is_disabled,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    usage_limit: row.usage_limit,
    usage_count: row.usage_count,
    region_ids: regions.map((link) => link.region.id),
    rule: {
      type: rule.type,
      value: rule.value,
      allocation: rule.allocation,
      conditions: conditions.map((c) => ({
        type: c.type,
        operator: c.operator,
        resource_ids: resources.get(c.id) ?? [],
      })),
    },
  };
}

/**
 * Counts one use of a discount when an order is placed with it. The check and the
 * increment are one statement, so concurrent orders cannot pass the usage limit; false
 * means the limit was reached (or the discount is gone) and the order must not use it.
 */
export async function recordDiscountUsage(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(discount)
    .set({ usage_count: sql`${discount.usage_count} + 1`, updated_at: new Date() })
    .where(
      and(
        eq(discount.id, id),
        isNull(discount.deleted_at),
        or(isNull(discount.usage_limit), lt(discount.usage_count, discount.usage_limit)),
      ),
    )
    .returning({ id: discount.id });
  return rows.length === 1;
}
