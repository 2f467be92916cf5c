import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export const PRICE_LIST_TYPES = ['sale', 'override'] as const;
export const PRICE_LIST_STATUSES = ['active', 'draft'] as const;

export type PriceListFilter = 'status' | 'type';
export type PriceListListSearch = ListSearch<PriceListFilter>;

/** `/a/pricing`'s URL: search on name and description, the API's sorts and filters. */
export const priceListListSearch = listSearchValidator<PriceListFilter>({
  sorts: ['name', 'status', 'type', 'starts_at', 'ends_at', 'created_at', 'updated_at'],
  filters: { status: PRICE_LIST_STATUSES, type: PRICE_LIST_TYPES },
});
