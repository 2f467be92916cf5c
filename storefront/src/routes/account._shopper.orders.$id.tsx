import { ClientError } from '@commerce/client';
import { storeGetOrderQueryOptions } from '@commerce/client/store/orders';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderPage } from '../features/account/order-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { orderDetailParams } from '../lib/orders/order-query.ts';
import { privatePageHead, privatePageHeaders } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/account/_shopper/orders/$id')({
  ssr: false,
  headers: privatePageHeaders,
  loader: async ({ context: { queryClient, client, shopper }, params }) => {
    const { order } = await queryClient
      .ensureQueryData(storeGetOrderQueryOptions(client, orderDetailParams(params.id)))
      .catch((error: unknown) => {
        if (error instanceof ClientError && error.status === 404) throw notFound();
        throw error;
      });
    // The store reads any order by id; the account shows only the shopper's own.
    if (order.customer_id !== shopper.id) throw notFound();
    return { number: order.display_id };
  },
  head: ({ loaderData, match }) =>
    privatePageHead(match.context.i18n, (i18n) =>
      loaderData
        ? i18n.t('orders.number', { ns: 'account', number: loaderData.number })
        : i18n.t('orders.title', { ns: 'account' }),
    ),
  pendingComponent: PagePending,
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <OrderPage id={id} />;
}
