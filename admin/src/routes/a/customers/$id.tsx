import { adminGetCustomerQueryOptions } from '@commerce/client/admin';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '../../../features/shell/section-page.tsx';
import { displayNameOf } from '../../../lib/people/display-name.ts';

/** Where the command palette's customer results lead until the customer screen is built. */
export const Route = createFileRoute('/a/customers/$id')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetCustomerQueryOptions(context.client, params)),
  component: CustomerRoute,
});

function CustomerRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetCustomerQueryOptions(client, Route.useParams()));
  return <RecordPage title={displayNameOf(data.customer)} />;
}
