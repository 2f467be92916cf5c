import type { StoreListProductsParams } from '@commerce/client/store/products';
import * as v from 'valibot';

/** Products per page of a listing. */
export const PAGE_SIZE = 12;

export const SORTS = ['newest', 'title', 'title-desc'] as const;
export type Sort = (typeof SORTS)[number];

const ORDER_OF: Record<Sort, string> = {
  newest: '-created_at',
  title: 'title',
  'title-desc': '-title',
};

const text = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))), undefined);

/**
 * The search params of `/products` (and of collection and category pages): readable
 * values, a handle or a tag's own word rather than an id. A value that does not fit is
 * dropped instead of failing the page, so an old or hand-edited link still opens.
 */
export const listingSearchSchema = v.object({
  q: text,
  collection: text,
  category: text,
  tag: text,
  type: text,
  sort: v.fallback(v.optional(v.picklist(SORTS)), undefined),
  page: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
    undefined,
  ),
});

export type ListingSearch = v.InferOutput<typeof listingSearchSchema>;

/**
 * Every key is answered, undefined when dropped: the router merges the raw params under
 * the validated ones, so a key left out would keep its raw value. Links leave undefined out.
 */
export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  return v.parse(listingSearchSchema, search);
}

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
  return {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    order: ORDER_OF[search.sort ?? 'newest'],
    ...ids,
    ...(ids.category_id ? { include_category_children: true } : {}),
    ...pricing,
  };
}

/** The pages a result spans: at least one, so "page 1 of 1" reads right when empty. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}
