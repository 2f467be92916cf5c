import { StatusBadge } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import type { DraftOrder } from './draft-order-list-query.ts';

/** Open (waiting for payment) or completed (paid, now an order). */
export function DraftOrderStatusBadge({ status }: { status: DraftOrder['status'] }) {
  const { t } = useTranslation('draft-orders');
  return (
    <StatusBadge status={status === 'completed' ? 'success' : 'warning'}>
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
