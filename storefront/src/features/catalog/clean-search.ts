import type { ListingSearch } from './listing-search.ts';

/** Merges a change into the listing's search params, leaving out emptied ones. */
export function mergeSearch(prev: ListingSearch, next: Partial<ListingSearch>): ListingSearch {
  return Object.fromEntries(
    Object.entries({ ...prev, ...next }).filter(([, value]) => value !== undefined),
  ) as ListingSearch;
}

/** `?page=n` for pages after the first: each page of a listing is its own canonical URL. */
export function canonicalListingPath(path: string, search: ListingSearch): string {
  return search.page && search.page > 1 ? `${path}?page=${search.page}` : path;
}
