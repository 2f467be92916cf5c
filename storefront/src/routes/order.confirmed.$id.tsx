import { ClientError } from '@commerce/client';
import { storeGetOrderQueryOptions } from '@commerce/client/store/orders';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderConfirmedPage } from '../features/checkout/order-confirmed-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';

export const Route = createFileRoute('/order/confirmed/$id')({
  loader: async ({ context: { queryClient, client }, params }) => {
    try {
      await queryClient.ensureQueryData(storeGetOrderQueryOptions(client, { id: params.id }));
    } catch (error) {
      if (error instanceof ClientError && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: PagePending,
  component: OrderConfirmedRoute,
});

function OrderConfirmedRoute() {
  const { id } = Route.useParams();
  return <OrderConfirmedPage id={id} />;
}
