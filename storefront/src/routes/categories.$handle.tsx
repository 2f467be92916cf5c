import { storeListProductCategoriesQueryOptions } from '@commerce/client/store/product-categories';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CategoryPage } from '../features/catalog/category-page.tsx';
import { mergeSearch } from '../features/catalog/clean-search.ts';
import { categoryByHandleParams } from '../features/catalog/handle-params.ts';
import { type ListingSearch, validateListingSearch } from '../features/catalog/listing-search.ts';
import { prefetchListing } from '../features/catalog/prefetch-listing.ts';
import { PagePending } from '../features/shell/page-pending.tsx';

export const Route = createFileRoute('/categories/$handle')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, client }, params, deps, cause, preload }) => {
    // As on /products: arriving waits for the products too, a filter change does not.
    const products = prefetchListing(
      queryClient,
      client,
      { ...deps, category: params.handle },
      { preloading: preload },
    );
    const { product_categories } = await queryClient.ensureQueryData(
      storeListProductCategoriesQueryOptions(client, categoryByHandleParams(params.handle)),
    );
    if (product_categories.length === 0) throw notFound();
    if (cause !== 'stay') await products;
  },
  pendingComponent: PagePending,
  component: CategoryRoute,
});

function CategoryRoute() {
  const { handle } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: Partial<ListingSearch>) =>
    void navigate({ search: (prev) => mergeSearch(prev, next) });
  return <CategoryPage handle={handle} search={search} onSearchChange={change} />;
}
