import { useStoreGetOrderEdit } from '@commerce/client/store/order-edits';
import { useStoreGetOrder } from '@commerce/client/store/orders';
import { EmptyState } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { orderRegion } from '../../lib/orders/returnable.ts';
import { OrderEditAccept } from './order-edit-accept.tsx';
import { OrderEditChanges } from './order-edit-changes.tsx';
import { OrderEditDecline } from './order-edit-decline.tsx';
import { LoadError, Loading, PageFrame } from './page-parts.tsx';

/**
 * `/order-edits/{id}`, the link of the store's email: the changes the store proposes to an
 * order (`GET /store/order-edits/{id}`: each change holds the line as it was), the new total
 * and the difference; the shopper accepts (paying a positive difference first) or declines.
 */
export function OrderEditPage({ id }: { id: string }) {
  const { t } = useTranslation('orders');
  const editQuery = useStoreGetOrderEdit({ id });
  const edit = editQuery.data?.order_edit;
  const orderQuery = useStoreGetOrder({ id: edit?.order_id ?? '' }, { enabled: Boolean(edit) });
  const order = orderQuery.data?.order;
  const title = order ? t('edit.title', { number: order.display_id }) : t('edit.titlePlain');
  const failed = editQuery.error ?? orderQuery.error;
  if (!edit || !order) {
    return (
      <PageFrame title={title}>
        {failed ? (
          <LoadError
            error={failed}
            retry={() => void (editQuery.isError ? editQuery.refetch() : orderQuery.refetch())}
          />
        ) : (
          <Loading />
        )}
      </PageFrame>
    );
  }
  const region = orderRegion(order);
  return (
    <PageFrame title={title} description={t('edit.description')}>
      <OrderEditChanges edit={edit} region={region} />
      {edit.status === 'requested' ? (
        <div className="grid gap-8 md:grid-cols-2">
          <OrderEditAccept edit={edit} region={region} />
          <OrderEditDecline edit={edit} />
        </div>
      ) : (
        <EmptyState
          role="status"
          title={t(`edit.status.${edit.status}`)}
          description={
            edit.status === 'declined' && edit.declined_reason
              ? t('edit.declinedReason', { reason: edit.declined_reason })
              : undefined
          }
        />
      )}
    </PageFrame>
  );
}
