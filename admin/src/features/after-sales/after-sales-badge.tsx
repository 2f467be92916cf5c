import { StatusBadge } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import type {
  ReturnStatus,
  SwapFulfillmentStatus,
  SwapPaymentStatus,
} from './after-sales-search.ts';

export type AfterSalesState = ReturnStatus | SwapFulfillmentStatus | SwapPaymentStatus;
type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const TONES: Record<AfterSalesState, Tone> = {
  requested: 'warning',
  received: 'success',
  requires_action: 'warning',
  canceled: 'danger',
  not_fulfilled: 'warning',
  fulfilled: 'info',
  shipped: 'success',
  partially_shipped: 'info',
  not_paid: 'neutral',
  awaiting: 'warning',
  captured: 'success',
  confirmed: 'success',
  difference_refunded: 'neutral',
  partially_refunded: 'neutral',
  refunded: 'neutral',
};

/** A return's or an exchange's state as a badge; `label` names which state it is. */
export function AfterSalesBadge({ state, label }: { state: AfterSalesState; label?: string }) {
  const { t } = useTranslation('after-sales');
  const text = t(`status.${state}`);
  return (
    <StatusBadge status={TONES[state]} size="small">
      {label ? t('labelled', { label, state: text }) : text}
    </StatusBadge>
  );
}
