import { createFileRoute } from '@tanstack/react-router';
import { loadAfterSalesOrder } from '../features/orders/load-order.ts';
import { ReturnPage } from '../features/orders/return-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';

export const Route = createFileRoute('/orders/$id/return')({
  loader: ({ context, params }) => loadAfterSalesOrder(context, params.id),
  pendingComponent: PagePending,
  component: ReturnRoute,
});

function ReturnRoute() {
  const { id } = Route.useParams();
  return <ReturnPage id={id} />;
}
