import { storeGetOrderQueryOptions } from '@commerce/client/store/orders';
import { storeGetSwapByCartIdQueryOptions } from '@commerce/client/store/swaps';
import { createFileRoute } from '@tanstack/react-router';
import { notFoundOn404 } from '../features/orders/load-order.ts';
import { SwapCartPage } from '../features/orders/swap-cart-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/swaps/$cartId')({
  ...privatePage((i18n) => i18n.t('swapCart.title', { ns: 'orders' })),
  loader: async ({ context: { queryClient, client }, params }) => {
    const { swap } = await queryClient
      .ensureQueryData(storeGetSwapByCartIdQueryOptions(client, { cart_id: params.cartId }))
      .catch(notFoundOn404);
    void queryClient.prefetchQuery(storeGetOrderQueryOptions(client, { id: swap.order_id }));
  },
  pendingComponent: PagePending,
  component: SwapCartRoute,
});

function SwapCartRoute() {
  const { cartId } = Route.useParams();
  return <SwapCartPage cartId={cartId} />;
}
