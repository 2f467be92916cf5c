import type { Client } from '@commerce/client';
import { storeListCollectionsQueryOptions } from '@commerce/client/store/collections';
import type { QueryClient } from '@tanstack/react-query';
import { navCollectionParams } from '../../lib/catalog/params.ts';
import { ensurePricingParams } from '../../lib/region/ensure-pricing.ts';
import type { RegionChoice } from '../../lib/region/region-choice.ts';
import { featuredProductsParams } from './featured-products-params.ts';
import { listingCardsQueryOptions } from './listing-cards.ts';

/**
 * Reads the home page's featured collections and newest products, under the keys its
 * sections ask (home-page.tsx), the products priced in the shopper's region (`choice`: the
 * router context's, read from the cookie on a server-rendered page). Settles once
 * both are in, so the page can appear whole instead of each section pushing the next down
 * as it arrives. Never fails: a read that fails is its section's to show.
 */
export async function prefetchHome(
  queryClient: QueryClient,
  client: Client,
  choice?: RegionChoice | null,
): Promise<void> {
  const collections = queryClient.prefetchQuery(
    storeListCollectionsQueryOptions(client, navCollectionParams),
  );
  const products = ensurePricingParams(queryClient, client, choice).then((pricing) =>
    queryClient.prefetchQuery(
      listingCardsQueryOptions(client, { ...featuredProductsParams, ...pricing }),
    ),
  );
  await Promise.all([collections, products]);
}
