import { createFileRoute } from '@tanstack/react-router';
import { loadAfterSalesOrder } from '../features/orders/load-order.ts';
import { ReturnPage } from '../features/orders/return-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePageHead, privatePageHeaders } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/orders/$id/return')({
  ssr: false,
  headers: privatePageHeaders,
  loader: ({ context, params }) => loadAfterSalesOrder(context, params.id),
  head: ({ loaderData, match }) =>
    privatePageHead(match.context.i18n, (i18n) =>
      loaderData
        ? i18n.t('return.title', { ns: 'orders', number: loaderData.number })
        : i18n.t('return.titlePlain', { ns: 'orders' }),
    ),
  pendingComponent: PagePending,
  component: ReturnRoute,
});

function ReturnRoute() {
  const { id } = Route.useParams();
  return <ReturnPage id={id} />;
}
