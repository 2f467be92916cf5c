import { createFileRoute } from '@tanstack/react-router';
import { canonicalListingPath, mergeSearch } from '../features/catalog/clean-search.ts';
import type { ListingSearch } from '../features/catalog/listing-search.ts';
import { validateListingSearch } from '../features/catalog/listing-search.ts';
import { prefetchListing } from '../features/catalog/prefetch-listing.ts';
import { ProductsPage } from '../features/catalog/products-page.tsx';
import { routeHead } from '../lib/ssr/page-head.ts';

export const Route = createFileRoute('/products/')({
  validateSearch: validateListingSearch,
  // The listing's own params only: the search the router hands over keeps tracking params
  // (utm_*), and the deps make the match's id, which hydration compares with the server's.
  loaderDeps: ({ search }) => validateListingSearch(search),
  loader: async ({ context: { queryClient, client, regionChoice }, deps, cause, preload }) => {
    const products = prefetchListing(queryClient, client, deps, {
      preloading: preload,
      choice: regionChoice,
    });
    // Arriving waits for the products, so the page comes whole; a filter or page change
    // keeps the listing on screen with its own loading state.
    if (cause !== 'stay') await products;
  },
  head: ({ match }) => {
    const { i18n, origin } = match.context;
    const search = match.search as ListingSearch;
    const t = i18n?.getFixedT(null, 'catalog');
    const title = search.q
      ? (t?.('products.searchTitle', { q: search.q }) ?? search.q)
      : (t?.('products.title') ?? 'Products');
    return routeHead(
      {
        title,
        description: t?.('products.description') ?? '',
        canonicalPath: canonicalListingPath('/products', search),
      },
      i18n,
      origin,
    );
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
