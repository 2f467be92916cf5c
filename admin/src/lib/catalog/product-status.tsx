import { StatusBadge, type StatusBadgeProps } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import type { ProductStatus } from './product-statuses.ts';

const TONES: Record<ProductStatus, NonNullable<StatusBadgeProps['status']>> = {
  draft: 'neutral',
  proposed: 'info',
  published: 'success',
  rejected: 'danger',
};

/** A product's publication state: only published products are in the store. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('products');
  return (
    <StatusBadge status={TONES[status]} size="small">
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
