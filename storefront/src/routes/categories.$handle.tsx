import { storeListProductCategoriesQueryOptions } from '@commerce/client/store/product-categories';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { categoryByHandleParams } from '../features/catalog/category-handle-params.ts';
import { CategoryPage } from '../features/catalog/category-page.tsx';
import { canonicalListingPath, mergeSearch } from '../features/catalog/clean-search.ts';
import { type ListingSearch, validateListingSearch } from '../features/catalog/listing-search.ts';
import { prefetchListing } from '../features/catalog/prefetch-listing.ts';
import { PagePending } from '../features/shell/page-pending.tsx';
import { notFoundHead } from '../lib/seo/not-found-head.ts';
import { routeHead } from '../lib/ssr/page-head.ts';

export const Route = createFileRoute('/categories/$handle')({
  validateSearch: validateListingSearch,
  // The listing's own params only: the search the router hands over keeps tracking params
  // (utm_*), and the deps make the match's id, which hydration compares with the server's.
  loaderDeps: ({ search }) => validateListingSearch(search),
  loader: async ({
    context: { queryClient, client, regionChoice },
    params,
    deps,
    cause,
    preload,
  }) => {
    // As on /products: arriving waits for the products too, a filter change does not.
    const products = prefetchListing(
      queryClient,
      client,
      { ...deps, category: params.handle },
      { preloading: preload, choice: regionChoice },
    );
    const { product_categories } = await queryClient.ensureQueryData(
      storeListProductCategoriesQueryOptions(client, categoryByHandleParams(params.handle)),
    );
    const category = product_categories[0];
    if (!category) throw notFound();
    if (cause !== 'stay') await products;
    return { name: category.name, description: category.description };
  },
  head: ({ loaderData, match, params }) => {
    const { i18n, origin } = match.context;
    if (!loaderData) return notFoundHead(i18n);
    const search = match.search as ListingSearch;
    const { name, description } = loaderData;
    return routeHead(
      {
        title: name,
        description:
          description || (i18n?.t('category.description', { ns: 'catalog', name }) ?? ''),
        canonicalPath: canonicalListingPath(`/categories/${params.handle}`, search),
      },
      i18n,
      origin,
    );
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
