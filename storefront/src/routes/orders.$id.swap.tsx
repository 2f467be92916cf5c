import { createFileRoute } from '@tanstack/react-router';
import { loadAfterSalesOrder } from '../features/orders/load-order.ts';
import { SwapPage } from '../features/orders/swap-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePageHead, privatePageHeaders } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/orders/$id/swap')({
  ssr: false,
  headers: privatePageHeaders,
  loader: ({ context, params }) => loadAfterSalesOrder(context, params.id),
  head: ({ loaderData, match }) =>
    privatePageHead(match.context.i18n, (i18n) =>
      loaderData
        ? i18n.t('swap.title', { ns: 'orders', number: loaderData.number })
        : i18n.t('swap.titlePlain', { ns: 'orders' }),
    ),
  pendingComponent: PagePending,
  component: SwapRoute,
});

function SwapRoute() {
  const { id } = Route.useParams();
  return <SwapPage id={id} />;
}
