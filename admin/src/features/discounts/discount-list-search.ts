import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export const RULE_TYPES = ['percentage', 'fixed', 'free_shipping'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

const FLAGS = ['true', 'false'] as const;

export type DiscountFilter = 'is_disabled' | 'is_dynamic' | 'type';
export type DiscountListSearch = ListSearch<DiscountFilter>;

/**
 * `/a/discounts`'s URL: search on the code, the sorts `GET /admin/discounts` takes, and its
 * filters by the API's names (`type` is the rule's, sent as `rule[type]`).
 */
export const discountListSearch = listSearchValidator<DiscountFilter>({
  sorts: ['code', 'starts_at', 'ends_at', 'created_at', 'updated_at'],
  filters: { is_disabled: FLAGS, is_dynamic: FLAGS, type: RULE_TYPES },
});
