import type { Client } from '@commerce/client';
import { type StoreSearchProductsBody, storeSearchProducts } from '@commerce/client/store/products';
import { type FilterIds, type ListingSearch, listingQuery, PAGE_SIZE } from './listing-search.ts';

/** The search engine's ask for one page of `?q=` results. */
export function searchHitsBody(q: string, page: number): StoreSearchProductsBody {
  return { q, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/**
 * `POST /store/products/search`, under the products tag so product changes refresh it like
 * the lists. The route's loader (on the server too) and the listing's hook ask the same key.
 */
export function searchHitsQueryOptions(client: Client, body: StoreSearchProductsBody) {
  return {
    queryKey: ['store', 'products', 'search', body] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => storeSearchProducts(client, body, { signal }),
  };
}

/** The product-list query that reads the hits with prices, keeping the sort and filters. */
export function searchListQuery(
  search: ListingSearch,
  ids: FilterIds,
  pricing: { region_id?: string },
  hitIds: string[],
) {
  return { ...listingQuery({ sort: search.sort }, ids, pricing), id: hitIds };
}
