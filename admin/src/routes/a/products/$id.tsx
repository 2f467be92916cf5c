import { adminGetProductQueryOptions } from '@commerce/client/admin';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '../../../features/shell/section-page.tsx';

/** Where the command palette's product results lead until the product screen is built. */
export const Route = createFileRoute('/a/products/$id')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetProductQueryOptions(context.client, params)),
  component: ProductRoute,
});

function ProductRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetProductQueryOptions(client, Route.useParams()));
  return <RecordPage title={data.product.title} />;
}
