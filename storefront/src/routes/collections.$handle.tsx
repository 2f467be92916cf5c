import { storeListCollectionsQueryOptions } from '@commerce/client/store/collections';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { mergeSearch } from '../features/catalog/clean-search.ts';
import { CollectionPage } from '../features/catalog/collection-page.tsx';
import { collectionByHandleParams } from '../features/catalog/handle-params.ts';
import { type ListingSearch, validateListingSearch } from '../features/catalog/listing-search.ts';
import { prefetchListing } from '../features/catalog/prefetch-listing.ts';
import { PagePending } from '../features/shell/page-pending.tsx';

export const Route = createFileRoute('/collections/$handle')({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, client }, params, deps, cause, preload }) => {
    // As on /products: arriving waits for the products too, a filter change does not.
    const products = prefetchListing(
      queryClient,
      client,
      { ...deps, collection: params.handle },
      { preloading: preload },
    );
    const { collections } = await queryClient.ensureQueryData(
      storeListCollectionsQueryOptions(client, collectionByHandleParams(params.handle)),
    );
    if (collections.length === 0) throw notFound();
    if (cause !== 'stay') await products;
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
