import type { Allocation, ConditionOperator, ConditionType, RuleType } from './tables.ts';

/*
 * Whether a discount applies at checkout, to which line items, and how much it takes off
 * each. Pure functions over plain inputs (no database, no cart type), so the cart and
 * order work can call them with whatever it loads. Amounts are integers in the minor unit
 * of the region's currency; no item ever gets more off than its own total, and the items
 * together never get more than the discount allows.
 */

export interface ConditionForEvaluation {
  type: ConditionType;
  operator: ConditionOperator;
  /** The ids the condition lists, of its type (products, product types…). */
  resource_ids: readonly string[];
}

export interface RuleForEvaluation {
  type: RuleType;
  /** A percentage (0–100) or an amount in the minor unit; 0 for free shipping. */
  value: number;
  allocation: Allocation | null;
  conditions: readonly ConditionForEvaluation[];
}

export interface DiscountForEvaluation {
  is_disabled: boolean;
  starts_at: Date;
  ends_at: Date | null;
  usage_limit: number | null;
  usage_count: number;
  region_ids: readonly string[];
  rule: RuleForEvaluation;
}

export interface EvaluationContext {
  now: Date;
  region_id: string;
  /** The groups of the cart's customer; empty for a guest. */
  customer_group_ids: readonly string[];
}

export type DiscountRefusal =
  | 'disabled'
  | 'not_started'
  | 'expired'
  | 'usage_limit_reached'
  | 'region'
  | 'customer_group';

export const REFUSAL_MESSAGES: Record<DiscountRefusal, string> = {
  disabled: 'The discount code is disabled',
  not_started: 'The discount is not valid yet',
  expired: 'The discount is expired',
  usage_limit_reached: 'The discount code has reached its usage limit',
  region: 'The discount is not available in the current region',
  customer_group: "The discount is not valid for the customer's groups",
};

/** Whether `list` holds something `values` has, turned around by `not_in`. */
function passes(operator: ConditionOperator, list: readonly string[], values: readonly string[]) {
  const listed = values.some((value) => list.includes(value));
  return operator === 'in' ? listed : !listed;
}

/** Why the discount cannot be used in this context, or null when it can. */
export function discountRefusal(
  discount: DiscountForEvaluation,
  context: EvaluationContext,
): DiscountRefusal | null {
  const now = context.now.getTime();
  if (discount.is_disabled) return 'disabled';
  if (discount.starts_at.getTime() > now) return 'not_started';
  if (discount.ends_at && discount.ends_at.getTime() <= now) return 'expired';
  if (discount.usage_limit !== null && discount.usage_count >= discount.usage_limit) {
    return 'usage_limit_reached';
  }
  if (!discount.region_ids.includes(context.region_id)) return 'region';
  for (const condition of discount.rule.conditions) {
    if (
      condition.type === 'customer_groups' &&
      !passes(condition.operator, condition.resource_ids, context.customer_group_ids)
    ) {
      return 'customer_group';
    }
  }
  return null;
}

export interface ItemForEvaluation {
  id: string;
  product_id: string | null;
  product_type_id: string | null;
  collection_id: string | null;
  tag_ids: readonly string[];
  /** Price of one unit, in the minor unit. */
  unit_price: number;
  quantity: number;
  /** False for items that take no discounts (a gift card, a product not discountable). */
  discountable: boolean;
}

/** What an item's product offers to each kind of product condition. */
function attributes(item: ItemForEvaluation, type: ConditionType): readonly string[] {
  const one = (id: string | null) => (id ? [id] : []);
  switch (type) {
    case 'products':
      return one(item.product_id);
    case 'product_types':
      return one(item.product_type_id);
    case 'product_collections':
      return one(item.collection_id);
    case 'product_tags':
      return item.tag_ids;
    case 'customer_groups':
      return [];
  }
}

/** The discountable items that every product condition of the rule allows. */
export function applicableItems<T extends ItemForEvaluation>(
  rule: RuleForEvaluation,
  items: readonly T[],
): T[] {
  const productConditions = rule.conditions.filter((c) => c.type !== 'customer_groups');
  return items.filter(
    (item) =>
      item.discountable &&
      productConditions.every((c) => passes(c.operator, c.resource_ids, attributes(item, c.type))),
  );
}

const lineTotal = (item: ItemForEvaluation): number =>
  Math.max(0, item.unit_price) * Math.max(0, item.quantity);

/** `total × percent / 100`, rounded half up, in integers. */
function percentOf(total: number, percent: number): number {
  return Number((BigInt(total) * BigInt(percent) * 2n + 100n) / 200n);
}

/**
 * Spreads `amount` over weights in proportion, in whole units that add up to exactly
 * `amount` (largest remainder first). With `amount` at most the sum of the weights, no
 * share exceeds its weight.
 */
export function spread(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  // BigInt, because amount × weight can pass 2^53 for large carts.
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((w) => {
    const product = big * BigInt(w);
    return { share: product / bigTotal, remainder: product % bigTotal };
  });
  let left = big - shares.reduce((sum, s) => sum + s.share, 0n);
  const order = shares
    .map((s, index) => ({ index, remainder: s.remainder }))
    .sort((a, b) =>
      b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index,
    );
  for (const { index } of order) {
    if (left === 0n) break;
    const entry = shares[index];
    if (entry && entry.remainder > 0n) {
      entry.share += 1n;
      left -= 1n;
    }
  }
  return shares.map((s) => Number(s.share));
}

/**
 * The amount the rule takes off each applicable item, by item id (items it does not apply
 * to are absent). Free shipping takes nothing off items.
 * - percentage, allocation `item`: each item's total × value %, rounded half up per item;
 * - percentage, allocation `total`: the applicable total × value %, rounded once, then
 *   spread over the items in proportion to their totals;
 * - fixed, allocation `item`: value off each unit, at most the item's total;
 * - fixed, allocation `total`: value (at most the applicable total) spread in proportion.
 */
export function itemDiscounts(
  rule: RuleForEvaluation,
  items: readonly ItemForEvaluation[],
): Map<string, number> {
  const applicable = applicableItems(rule, items);
  const totals = applicable.map(lineTotal);
  const value = Math.max(0, rule.value);
  let amounts: number[];
  if (rule.type === 'free_shipping') {
    amounts = totals.map(() => 0);
  } else if (rule.type === 'percentage') {
    const percent = Math.min(value, 100);
    amounts =
      rule.allocation === 'item'
        ? totals.map((total) => percentOf(total, percent))
        : spread(
            percentOf(
              totals.reduce((sum, t) => sum + t, 0),
              percent,
            ),
            totals,
          );
  } else if (rule.allocation === 'item') {
    amounts = applicable.map((item, i) =>
      Math.min(value * Math.max(0, item.quantity), totals[i] ?? 0),
    );
  } else {
    const sum = totals.reduce((s, t) => s + t, 0);
    amounts = spread(Math.min(value, sum), totals);
  }
  return new Map(applicable.map((item, i) => [item.id, amounts[i] ?? 0]));
}

/** The whole amount the rule takes off the items. */
export function discountTotal(
  rule: RuleForEvaluation,
  items: readonly ItemForEvaluation[],
): number {
  let sum = 0;
  for (const amount of itemDiscounts(rule, items).values()) sum += amount;
  return sum;
}

/** Whether the rule makes shipping free (applied to shipping methods, not items). */
export const isFreeShipping = (rule: RuleForEvaluation): boolean => rule.type === 'free_shipping';
