import { storeListCustomerOrdersQueryOptions } from '@commerce/client/store/customers';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../features/account/orders-page.tsx';
import { ordersQuery } from '../features/account/orders-query.ts';
import { validateOrdersSearch } from '../features/account/search-params.ts';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/account/_shopper/orders/')({
  ...privatePage((i18n) => i18n.t('orders.title', { ns: 'account' })),
  pendingComponent: PagePending,
  validateSearch: validateOrdersSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Starts the read early; the page shows its own loading, empty and error states.
  loader: ({ context: { queryClient, client }, deps }) => {
    void queryClient.prefetchQuery(
      storeListCustomerOrdersQueryOptions(client, ordersQuery(deps.page)),
    );
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const { page } = Route.useSearch();
  return <OrdersPage page={page ?? 1} />;
}
