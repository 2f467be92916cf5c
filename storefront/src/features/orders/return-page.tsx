import { useStoreGetOrder } from '@commerce/client/store/orders';
import { EmptyState } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnableLines } from '../../lib/orders/returnable.ts';
import { BackToOrder } from './order-link.tsx';
import { LoadError, Loading, PageFrame } from './page-parts.tsx';
import { ReturnForm, type ReturnRequested } from './return-form.tsx';
import { ReturnResult } from './return-result.tsx';

/**
 * `/orders/{id}/return`: the shopper chooses delivered items to send back, why, and how
 * (`POST /store/returns`; the order id is the credential, as in the store API), then sees
 * the return requested and the refund it should bring.
 */
export function ReturnPage({ id }: { id: string }) {
  const { t } = useTranslation('orders');
  const query = useStoreGetOrder({ id });
  const [created, setCreated] = useState<ReturnRequested | null>(null);
  const order = query.data?.order;
  const title = order ? t('return.title', { number: order.display_id }) : t('return.titlePlain');
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
    <PageFrame title={title} description={created ? undefined : t('return.description')}>
      <BackToOrder order={order} />
      {created ? (
        <ReturnResult order={order} {...created} />
      ) : lines.length === 0 || order.status === 'canceled' ? (
        <EmptyState title={t('return.nothing')} description={t('return.nothingHint')} />
      ) : (
        <ReturnForm order={order} lines={lines} onDone={setCreated} />
      )}
    </PageFrame>
  );
}
