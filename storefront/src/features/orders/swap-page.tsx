import { useStoreGetOrder } from '@commerce/client/store/orders';
import { EmptyState } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { returnableLines } from '../../lib/orders/returnable.ts';
import { BackToOrder } from './order-link.tsx';
import { LoadError, Loading, PageFrame } from './page-parts.tsx';
import { SwapForm } from './swap-form.tsx';

/**
 * `/orders/{id}/swap`: an exchange. The shopper chooses delivered items to send back and
 * new variants to receive (`POST /store/swaps`), then finishes it in the swap's cart at
 * `/swaps/{cart_id}`.
 */
export function SwapPage({ id }: { id: string }) {
  const { t } = useTranslation('orders');
  const query = useStoreGetOrder({ id });
  const order = query.data?.order;
  const title = order ? t('swap.title', { number: order.display_id }) : t('swap.titlePlain');
  if (!order) {
    return (
      <PageFrame title={title}>
        {query.isError ? (
          <LoadError error={query.error} retry={() => void query.refetch()} />
        ) : (
          <Loading />
        )}
      </PageFrame>
    );
  }
  const lines = returnableLines(order);
  return (
    <PageFrame title={title} description={t('swap.description')}>
      <BackToOrder order={order} />
      {lines.length === 0 || order.status === 'canceled' ? (
        <EmptyState title={t('return.nothing')} description={t('return.nothingHint')} />
      ) : (
        <SwapForm order={order} lines={lines} />
      )}
    </PageFrame>
  );
}
