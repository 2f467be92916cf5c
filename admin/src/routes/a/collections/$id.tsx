import { adminGetCollectionQueryOptions } from '@commerce/client/admin/collections';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CollectionDetail } from '../../../features/collections/collection-detail.tsx';
import { collectionListSearch } from '../../../features/collections/collection-list-search.ts';

/** A collection and its products; the products list keeps its search in this URL. */
export const Route = createFileRoute('/a/collections/$id')({
  staticData: { record: 'collection' },
  validateSearch: collectionListSearch,
  // The loader travels with the component, so none of this screen is in the first bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetCollectionQueryOptions(context.client, params)),
  component: CollectionRoute,
});

function CollectionRoute() {
  const { client } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(adminGetCollectionQueryOptions(client, Route.useParams()));
  return (
    <CollectionDetail
      collection={data.collection}
      search={Route.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, ...options })}
    />
  );
}
