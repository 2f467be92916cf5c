import type { StoreListProductsParams } from '@commerce/client/store/products';
import {
  searchChoice,
  searchPage,
  searchParams,
  searchText,
} from '../../lib/routing/search-params.ts';

/** Products per page of a listing. */
export const PAGE_SIZE = 12;

export const SORTS = ['newest', 'price', 'price-desc', 'title', 'title-desc'] as const;
export type Sort = (typeof SORTS)[number];

const ORDER_OF: Record<Sort, string> = {
  newest: '-created_at',
  price: 'price',
  'price-desc': '-price',
  title: 'title',
  'title-desc': '-title',
};

/**
 * The search params of `/products` (and of collection and category pages): readable
 * values, a handle or a tag's own word rather than an id. A value that does not fit is
 * dropped instead of failing the page, so an old or hand-edited link still opens.
 *
 * Every key the URL has is answered, undefined when dropped: the router merges the raw
 * params under the validated ones, so a key left out would keep its raw value. Links leave
 * undefined out.
 */
export const validateListingSearch = searchParams({
  q: searchText,
  collection: searchText,
  category: searchText,
  tag: searchText,
  type: searchText,
  sort: searchChoice(SORTS),
  page: searchPage,
});

export type ListingSearch = ReturnType<typeof validateListingSearch>;

/** The ids the readable filter values stand for (undefined while unknown). */
export interface FilterIds {
  collection_id?: string[];
  category_id?: string[];
  tags?: string[];
  type_id?: string[];
}

/** The product-list query of one listing page. */
export function listingQuery(
  search: ListingSearch,
  ids: FilterIds,
  pricing: { region_id?: string },
): StoreListProductsParams {
  const page = search.page ?? 1;
  // A price sort needs the region's prices (the API refuses it without): newest without.
  const sort = search.sort?.startsWith('price') && !pricing.region_id ? 'newest' : search.sort;
  return {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    order: ORDER_OF[sort ?? 'newest'],
    ...ids,
    ...(ids.category_id ? { include_category_children: true } : {}),
    ...pricing,
  };
}

/** The pages a result spans: at least one, so "page 1 of 1" reads right when empty. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}
