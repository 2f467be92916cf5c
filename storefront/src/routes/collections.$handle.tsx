import { storeListCollectionsQueryOptions } from '@commerce/client/store/collections';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { canonicalListingPath, mergeSearch } from '../features/catalog/clean-search.ts';
import { collectionByHandleParams } from '../features/catalog/collection-handle-params.ts';
import { CollectionPage } from '../features/catalog/collection-page.tsx';
import { type ListingSearch, validateListingSearch } from '../features/catalog/listing-search.ts';
import { prefetchListing } from '../features/catalog/prefetch-listing.ts';
import { PagePending } from '../features/shell/page-pending.tsx';
import { notFoundHead } from '../lib/seo/not-found-head.ts';
import { routeHead } from '../lib/ssr/page-head.ts';

export const Route = createFileRoute('/collections/$handle')({
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
      { ...deps, collection: params.handle },
      { preloading: preload, choice: regionChoice },
    );
    const { collections } = await queryClient.ensureQueryData(
      storeListCollectionsQueryOptions(client, collectionByHandleParams(params.handle)),
    );
    const collection = collections[0];
    if (!collection) throw notFound();
    if (cause !== 'stay') await products;
    return { title: collection.title };
  },
  head: ({ loaderData, match, params }) => {
    const { i18n, origin } = match.context;
    if (!loaderData) return notFoundHead(i18n);
    const search = match.search as ListingSearch;
    return routeHead(
      {
        title: loaderData.title,
        description:
          i18n?.t('collection.description', { ns: 'catalog', title: loaderData.title }) ?? '',
        canonicalPath: canonicalListingPath(`/collections/${params.handle}`, search),
      },
      i18n,
      origin,
    );
  },
  pendingComponent: PagePending,
  component: CollectionRoute,
});

function CollectionRoute() {
  const { handle } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: Partial<ListingSearch>) =>
    void navigate({ search: (prev) => mergeSearch(prev, next) });
  return <CollectionPage handle={handle} search={search} onSearchChange={change} />;
}
