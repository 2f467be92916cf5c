import type { Client } from '@commerce/client';
import { storeListCollectionsQueryOptions } from '@commerce/client/store/collections';
import { storeListProductCategoriesQueryOptions } from '@commerce/client/store/product-categories';
import { storeListProductTagsQueryOptions } from '@commerce/client/store/product-tags';
import { storeListProductTypesQueryOptions } from '@commerce/client/store/product-types';
import type { QueryClient } from '@tanstack/react-query';
import {
  categoryTreeParams,
  flattenCategories,
  navCollectionParams,
} from '../../lib/catalog/params.ts';
import { ensurePricingParams } from '../../lib/region/ensure-pricing.ts';
import type { RegionChoice } from '../../lib/region/region-choice.ts';
import { preloadCardImages } from './card-images.ts';
import { filterListParams, resolveFilterIds } from './filter-ids.ts';
import { listingCardsQueryOptions } from './listing-cards.ts';
import { type FilterIds, type ListingSearch, listingQuery } from './listing-search.ts';
import { searchHitsBody, searchHitsQueryOptions, searchListQuery } from './search-hits.ts';

/**
 * Starts a listing page's reads from its route's loader, under the keys its hooks ask
 * (use-filter-ids.ts, use-listing-products.ts): the filter lists, the region and the page
 * of products, which waits only for the region and the lists of the filters in use (with
 * `q`, for the search engine's hits too, so a search is rendered whole on the server). On a
 * first visit this runs while the translations load, instead of after the page has
 * rendered. Settles once all are in, so the page can appear whole. Never fails: a read
 * that fails is the page's to show. `preloading`: the router reads ahead for a link the
 * shopper points at or focuses; the data is kept, but the cards' images are asked for only
 * when the listing opens (an image preloaded and not shown within seconds is wasted, and
 * Chromium warns of it).
 */
export async function prefetchListing(
  queryClient: QueryClient,
  client: Client,
  search: ListingSearch,
  { preloading = false, choice }: { preloading?: boolean; choice?: RegionChoice | null } = {},
): Promise<void> {
  const collections = quietly(
    queryClient.ensureQueryData(storeListCollectionsQueryOptions(client, navCollectionParams)),
  );
  const categories = quietly(
    queryClient.ensureQueryData(storeListProductCategoriesQueryOptions(client, categoryTreeParams)),
  );
  const tags = quietly(
    queryClient.ensureQueryData(storeListProductTagsQueryOptions(client, filterListParams)),
  );
  const types = quietly(
    queryClient.ensureQueryData(storeListProductTypesQueryOptions(client, filterListParams)),
  );
  const products = (async () => {
    // A list no filter uses is not waited for: on a plain listing the products are asked
    // for as soon as the region is known (issue 8: one round trip less before they show).
    const [collectionList, categoryList, tagList, typeList, pricing] = await Promise.all([
      inUse(search.collection, collections),
      inUse(search.category, categories),
      inUse(search.tag, tags),
      inUse(search.type, types),
      ensurePricingParams(queryClient, client, choice),
    ]);
    const { ready, ids } = resolveFilterIds(search, {
      collections: collectionList?.collections,
      categories: categoryList && flattenCategories(categoryList.product_categories),
      tags: tagList?.product_tags,
      types: typeList?.product_types,
    });
    if (!ready) return;
    const params =
      search.q === undefined
        ? listingQuery(search, ids, pricing)
        : await searchedProducts(queryClient, client, search, search.q, ids, pricing);
    if (!params) return;
    const query = listingCardsQueryOptions(client, params);
    await queryClient.prefetchQuery(query);
    if (!preloading) preloadCardImages(queryClient.getQueryData(query.queryKey)?.products ?? []);
  })();
  await Promise.all([collections, categories, tags, types, products]);
}

/**
 * A text search asks the search engine for the page's hits first, then the product list
 * reads them with prices (use-listing-products.ts); none when nothing matches or it fails.
 */
async function searchedProducts(
  queryClient: QueryClient,
  client: Client,
  search: ListingSearch,
  q: string,
  ids: FilterIds,
  pricing: { region_id?: string },
) {
  const hits = await quietly(
    queryClient.ensureQueryData(
      searchHitsQueryOptions(client, searchHitsBody(q, search.page ?? 1)),
    ),
  );
  const hitIds = hits?.hits.map((hit) => hit.id) ?? [];
  return hitIds.length > 0 ? searchListQuery(search, ids, pricing, hitIds) : undefined;
}

/** A filter list the page reads too: if it fails, the page shows that, not the loader. */
function quietly<T>(read: Promise<T>): Promise<T | undefined> {
  return read.catch(() => undefined);
}

/** The list a filter's readable value is looked up in, when the filter is set. */
function inUse<T>(value: string | undefined, list: Promise<T>): Promise<T | undefined> {
  return value === undefined ? Promise.resolve(undefined) : list;
}
