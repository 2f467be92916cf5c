import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

const FLAGS = ['true', 'false'] as const;

export type GiftCardFilter = 'is_disabled' | 'region_id';
export type GiftCardListSearch = ListSearch<GiftCardFilter>;

/** `/a/gift-cards`'s URL: search on the code, the API's sorts, and its filters by their names. */
export const giftCardListSearch = listSearchValidator<GiftCardFilter>({
  sorts: ['code', 'value', 'balance', 'ends_at', 'created_at', 'updated_at'],
  filters: { is_disabled: FLAGS, region_id: null },
});
