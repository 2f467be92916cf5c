import { adminGetPublishableApiKeyQueryOptions } from '@commerce/client/admin/publishable-api-keys';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { KeyDetail } from '../../../features/channels/key-detail.tsx';

/** A publishable API key: the key itself, its status and its sales channels. */
export const Route = createFileRoute('/a/publishable-api-keys/$id')({
  staticData: { record: 'publishableApiKey' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      adminGetPublishableApiKeyQueryOptions(context.client, params),
    ),
  component: PublishableApiKeyRoute,
});

function PublishableApiKeyRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(
    adminGetPublishableApiKeyQueryOptions(client, Route.useParams()),
  );
  return <KeyDetail apiKey={data.publishable_api_key} />;
}
