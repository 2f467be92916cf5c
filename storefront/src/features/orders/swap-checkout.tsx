import { useStoreGetCart } from '@commerce/client/store/carts';
import { useTranslation } from 'react-i18next';
import type { ShopperOrder } from '../../lib/orders/order-status.tsx';
import { orderRegion } from '../../lib/orders/returnable.ts';
import { LoadError, Loading } from './page-parts.tsx';
import { SwapCartLines } from './swap-cart-lines.tsx';
import { SwapConfirm } from './swap-confirm.tsx';
import { SwapDelivery } from './swap-delivery.tsx';

/** The swap's cart, read afresh (`GET /store/carts/{id}`), with its delivery and confirmation. */
export function SwapCheckout({ cartId, order }: { cartId: string; order: ShopperOrder }) {
  const { t } = useTranslation('orders');
  const query = useStoreGetCart({ id: cartId }, { staleTime: 0 });
  const cart = query.data?.cart;
  if (!cart) {
    return query.isError ? (
      <LoadError error={query.error} retry={() => void query.refetch()} />
    ) : (
      <Loading label={t('swapCart.loading')} />
    );
  }
  const region = cart.region ?? orderRegion(order);
  // A swap cart's credit lines are not shipped; its new lines need a delivery.
  const needsDelivery = (cart.items ?? []).some((line) => !line.is_return);
  const hasDelivery = (cart.shipping_methods ?? []).length > 0;
  return (
    <div className="grid items-start gap-8 md:grid-cols-[3fr_2fr]">
      <div className="space-y-8">
        {needsDelivery && <SwapDelivery cart={cart} region={region} />}
        <SwapConfirm cart={cart} region={region} ready={!needsDelivery || hasDelivery} />
      </div>
      <div className="rounded-lg border border-border p-4">
        <SwapCartLines cart={cart} region={region} />
      </div>
    </div>
  );
}
