import { createFileRoute } from '@tanstack/react-router';
import { mergeSearch } from '../features/catalog/clean-search.ts';
import type { ListingSearch } from '../features/catalog/listing-search.ts';
import { validateListingSearch } from '../features/catalog/listing-search.ts';
import { prefetchListing } from '../features/catalog/prefetch-listing.ts';
import { ProductsPage } from '../features/catalog/products-page.tsx';

export const Route = createFileRoute('/products/')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, client }, deps, cause, preload }) => {
    const products = prefetchListing(queryClient, client, deps, { preloading: preload });
    // Arriving waits for the products, so the page comes whole; a filter or page change
    // keeps the listing on screen with its own loading state.
    if (cause !== 'stay') await products;
  },
  component: ProductsRoute,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: Partial<ListingSearch>) =>
    void navigate({ search: (prev) => mergeSearch(prev, next) });
  return <ProductsPage search={search} onSearchChange={change} />;
}
