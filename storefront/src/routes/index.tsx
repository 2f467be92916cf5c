import {
  storeListCollectionsQueryOptions,
  storeListProductsQueryOptions,
} from '@commerce/client/store';
import { createFileRoute } from '@tanstack/react-router';
import { featuredProductsParams } from '../features/catalog/featured-products-params.ts';
import { HomePage } from '../features/catalog/home-page.tsx';
import { navCollectionParams } from '../lib/catalog/params.ts';
import { storedPricingParams } from '../lib/region/stored-region.ts';

export const Route = createFileRoute('/')({
  // Starts the requests early without blocking the page: each section shows its own
  // loading, empty and error states, so the home page renders even when the API is down.
  loader: ({ context: { queryClient, client } }) => {
    const pricing = storedPricingParams();
    if (pricing.region_id) {
      void queryClient.prefetchQuery(
        storeListProductsQueryOptions(client, { ...featuredProductsParams, ...pricing }),
      );
    }
    void queryClient.prefetchQuery(storeListCollectionsQueryOptions(client, navCollectionParams));
  },
  component: HomePage,
});
