import { adminGetOrderQueryOptions } from '@commerce/client/admin/orders';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetail } from '../../../features/orders/order-detail.tsx';

/** The order with everything the server loads on it (items, payments, fulfillments, returns…). */
export const Route = createFileRoute('/a/orders/$id')({
  staticData: { record: 'order' },
  // The loader travels with the component, so none of this screen is in the first bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetOrderQueryOptions(context.client, params)),
  component: OrderRoute,
});

function OrderRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetOrderQueryOptions(client, Route.useParams()));
  return <OrderDetail order={data.order} />;
}
