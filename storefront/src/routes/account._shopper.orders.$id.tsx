import { ClientError } from '@commerce/client';
import { storeGetOrderQueryOptions } from '@commerce/client/store/orders';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderPage } from '../features/account/order-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';

export const Route = createFileRoute('/account/_shopper/orders/$id')({
  loader: async ({ context: { queryClient, client, shopper }, params }) => {
    const { order } = await queryClient
      .ensureQueryData(storeGetOrderQueryOptions(client, { id: params.id }))
      .catch((error: unknown) => {
        if (error instanceof ClientError && error.status === 404) throw notFound();
        throw error;
      });
    // The store reads any order by id; the account shows only the shopper's own.
    if (order.customer_id !== shopper.id) throw notFound();
  },
  pendingComponent: PagePending,
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <OrderPage id={id} />;
}
