import { storeGetOrderEditQueryOptions } from '@commerce/client/store/order-edits';
import { storeGetOrderQueryOptions } from '@commerce/client/store/orders';
import { createFileRoute } from '@tanstack/react-router';
import { notFoundOn404 } from '../features/orders/load-order.ts';
import { OrderEditPage } from '../features/orders/order-edit-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

/** The link of the `order_edit.requested` email (server/README.md, "Order edits"). */
export const Route = createFileRoute('/order-edits/$id')({
  ...privatePage((i18n) => i18n.t('edit.titlePlain', { ns: 'orders' })),
  loader: async ({ context: { queryClient, client }, params }) => {
    const { order_edit } = await queryClient
      .ensureQueryData(storeGetOrderEditQueryOptions(client, { id: params.id }))
      .catch(notFoundOn404);
    void queryClient.prefetchQuery(storeGetOrderQueryOptions(client, { id: order_edit.order_id }));
  },
  pendingComponent: PagePending,
  component: OrderEditRoute,
});

function OrderEditRoute() {
  const { id } = Route.useParams();
  return <OrderEditPage id={id} />;
}
