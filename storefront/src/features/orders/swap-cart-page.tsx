import { useStoreGetOrder } from '@commerce/client/store/orders';
import { useStoreGetSwapByCartId } from '@commerce/client/store/swaps';
import { EmptyState } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { BackToOrder } from './order-link.tsx';
import { LoadError, Loading, PageFrame } from './page-parts.tsx';
import { SwapCheckout } from './swap-checkout.tsx';
import { SwapResult } from './swap-result.tsx';

/**
 * `/swaps/{cart_id}`: the exchange's cart until the shopper confirms it (delivery, payment
 * of a positive difference, `POST /store/carts/{id}/complete` answering `{type: 'swap'}`),
 * then the confirmed exchange (`GET /store/swaps/{cart_id}`).
 */
export function SwapCartPage({ cartId }: { cartId: string }) {
  const { t } = useTranslation('orders');
  const swapQuery = useStoreGetSwapByCartId({ cart_id: cartId });
  const swap = swapQuery.data?.swap;
  const orderQuery = useStoreGetOrder({ id: swap?.order_id ?? '' }, { enabled: Boolean(swap) });
  const order = orderQuery.data?.order;
  const title = swap?.confirmed_at ? t('swapCart.confirmedTitle') : t('swapCart.title');
  const failed = swapQuery.error ?? orderQuery.error;
  if (!swap || !order) {
    return (
      <PageFrame title={title}>
        {failed ? (
          <LoadError
            error={failed}
            retry={() => void (swapQuery.isError ? swapQuery.refetch() : orderQuery.refetch())}
          />
        ) : (
          <Loading />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={title}
      description={swap.confirmed_at ? undefined : t('swapCart.description')}
    >
      <BackToOrder order={order} />
      {swap.canceled_at ? (
        <EmptyState title={t('swapCart.canceled')} />
      ) : swap.confirmed_at ? (
        <SwapResult swap={swap} order={order} />
      ) : (
        <SwapCheckout cartId={cartId} order={order} />
      )}
    </PageFrame>
  );
}
