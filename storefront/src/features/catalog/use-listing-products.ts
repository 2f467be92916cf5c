import { useMedusa } from '@commerce/client';
import { useQuery } from '@tanstack/react-query';
import { usePricingParams } from '../../lib/region/use-pricing-params.ts';
import { type ListedProduct, listingCardsQueryOptions } from './listing-cards.ts';
import {
  type FilterIds,
  type ListingSearch,
  listingQuery,
  PAGE_SIZE,
  pageCount,
} from './listing-search.ts';
import { searchHitsBody, searchHitsQueryOptions, searchListQuery } from './search-hits.ts';

export interface ListingResult {
  products: ListedProduct[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** How many products match, when known (the search engine may not say). */
  count: number | undefined;
  page: number;
  /** Known for a plain listing; a search only knows whether there is a next page. */
  pages: number | undefined;
  hasNext: boolean;
}

/**
 * The products of one listing page. Without `q`, a page of `GET /store/products` with
 * the filters. With `q`, the hits of `POST /store/products/search` (the store's search
 * engine decides what matches), then the same hits read from the product list so they
 * carry prices in the region, keep the filters, and keep the engine's order.
 */
export function useListingProducts(
  search: ListingSearch,
  filters: { ready: boolean; ids: FilterIds },
): ListingResult {
  const { client } = useMedusa();
  const pricing = usePricingParams();
  const page = search.page ?? 1;
  const query = search.q;
  const ready = pricing.ready && filters.ready;

  const hits = useQuery({
    ...searchHitsQueryOptions(client, searchHitsBody(query ?? '', page)),
    enabled: query !== undefined,
  });
  const hitIds = hits.data?.hits.map((hit) => hit.id) ?? [];

  const listParams =
    query === undefined
      ? listingQuery(search, filters.ids, pricing.params)
      : searchListQuery(search, filters.ids, pricing.params, hitIds);
  const list = useQuery({
    ...listingCardsQueryOptions(client, listParams),
    enabled: ready && (query === undefined || hitIds.length > 0),
  });

  if (query !== undefined) {
    const noHits = hits.data !== undefined && hitIds.length === 0;
    const byId = new Map(list.data?.products.map((product) => [product.id, product]));
    const products = noHits
      ? []
      : list.data
        ? hitIds.flatMap((id) => byId.get(id) ?? [])
        : undefined;
    const total = hits.data?.estimatedTotalHits;
    return {
      products,
      isPending: !noHits && (hits.isPending || list.isPending),
      isError: hits.isError || list.isError,
      count: typeof total === 'number' ? total : undefined,
      page,
      pages: typeof total === 'number' ? pageCount(total) : undefined,
      hasNext: typeof total === 'number' ? page < pageCount(total) : hitIds.length === PAGE_SIZE,
    };
  }
  const count = list.data?.count;
  return {
    products: list.data?.products,
    isPending: list.isPending,
    isError: list.isError,
    count,
    page,
    pages: count === undefined ? undefined : pageCount(count),
    hasNext: count !== undefined && page < pageCount(count),
  };
}
