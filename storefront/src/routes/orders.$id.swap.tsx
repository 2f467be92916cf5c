import { createFileRoute } from '@tanstack/react-router';
import { loadAfterSalesOrder } from '../features/orders/load-order.ts';
import { SwapPage } from '../features/orders/swap-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';

export const Route = createFileRoute('/orders/$id/swap')({
  loader: ({ context, params }) => loadAfterSalesOrder(context, params.id),
  pendingComponent: PagePending,
  component: SwapRoute,
});

function SwapRoute() {
  const { id } = Route.useParams();
  return <SwapPage id={id} />;
}
