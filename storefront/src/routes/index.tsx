import { storeListProductsQueryOptions } from '@commerce/client/store';
import { createFileRoute } from '@tanstack/react-router';
import { FeaturedProducts } from '../features/products/featured-products.tsx';
import { featuredProductsParams } from '../features/products/featured-products-params.ts';

export const Route = createFileRoute('/')({
  // Starts the request early without blocking the page: the list shows its own loading,
  // empty and error states, so the home page renders even when the API is down.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(
      storeListProductsQueryOptions(context.client, featuredProductsParams),
    );
  },
  component: FeaturedProducts,
});
