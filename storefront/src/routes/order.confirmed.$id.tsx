import { ClientError } from '@commerce/client';
import { storeGetOrderQueryOptions } from '@commerce/client/store/orders';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderConfirmedPage } from '../features/checkout/order-confirmed-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { orderDetailParams } from '../lib/orders/order-query.ts';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/order/confirmed/$id')({
  ...privatePage((i18n) => i18n.t('confirmed.title', { ns: 'checkout' })),
  loader: async ({ context: { queryClient, client }, params }) => {
    try {
      await queryClient.ensureQueryData(
        storeGetOrderQueryOptions(client, orderDetailParams(params.id)),
      );
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
