import type { Client } from '@commerce/client';
import {
  storeListCollectionsQueryOptions,
  storeListProductCategoriesQueryOptions,
  storeListProductsQueryOptions,
  storeListProductTagsQueryOptions,
  storeListProductTypesQueryOptions,
} from '@commerce/client/store';
import type { QueryClient } from '@tanstack/react-query';
import {
  categoryTreeParams,
  flattenCategories,
  navCollectionParams,
} from '../../lib/catalog/params.ts';
import { ensurePricingParams } from '../../lib/region/ensure-pricing.ts';
import { yieldToMain } from '../../lib/start/yield-to-main.ts';
import { filterListParams, resolveFilterIds } from './filter-ids.ts';
import { type ListingSearch, listingQuery } from './listing-search.ts';

/**
 * Starts a listing page's reads from its route's loader, under the keys its hooks ask
 * (use-filter-ids.ts, use-listing-products.ts): the filter lists and the region, then the
 * page of products. On a first visit this runs while the translations load, instead of
 * after the page has rendered. Never fails: a read that fails is the page's to show.
 */
export async function prefetchListing(
  queryClient: QueryClient,
  client: Client,
  search: ListingSearch,
): Promise<void> {
  // A text search asks the search engine first (use-listing-products.ts); left to the page.
  if (search.q !== undefined) return;
  // Its own task: on a first visit the route's matching and code come just before, and
  // together they would hold a phone's main thread too long (lib/start/yield-to-main.ts).
  await yieldToMain();
  const [collections, categories, tags, types, pricing] = await Promise.all([
    quietly(
      queryClient.ensureQueryData(storeListCollectionsQueryOptions(client, navCollectionParams)),
    ),
    quietly(
      queryClient.ensureQueryData(
        storeListProductCategoriesQueryOptions(client, categoryTreeParams),
      ),
    ),
    quietly(
      queryClient.ensureQueryData(storeListProductTagsQueryOptions(client, filterListParams)),
    ),
    quietly(
      queryClient.ensureQueryData(storeListProductTypesQueryOptions(client, filterListParams)),
    ),
    ensurePricingParams(queryClient, client),
  ]);
  const { ready, ids } = resolveFilterIds(search, {
    collections: collections?.collections,
    categories: categories && flattenCategories(categories.product_categories),
    tags: tags?.product_tags,
    types: types?.product_types,
  });
  if (!ready) return;
  await queryClient.prefetchQuery(
    storeListProductsQueryOptions(client, listingQuery(search, ids, pricing)),
  );
}

/** A filter list the page reads too: if it fails, the page shows that, not the loader. */
function quietly<T>(read: Promise<T>): Promise<T | undefined> {
  return read.catch(() => undefined);
}
