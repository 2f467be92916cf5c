import { StatusBadge, type StatusBadgeProps } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import type { AfterSalesState } from './order-state.ts';
import type { FulfillmentStatus, OrderStatus, PaymentStatus } from './order-statuses.ts';

type Tone = NonNullable<StatusBadgeProps['status']>;

const ORDER_TONES: Record<OrderStatus, Tone> = {
  pending: 'info',
  requires_action: 'warning',
  completed: 'success',
  canceled: 'danger',
  archived: 'neutral',
};

const PAYMENT_TONES: Record<PaymentStatus, Tone> = {
  not_paid: 'neutral',
  awaiting: 'warning',
  requires_action: 'warning',
  captured: 'success',
  partially_refunded: 'info',
  refunded: 'neutral',
  canceled: 'danger',
};

const FULFILLMENT_TONES: Record<FulfillmentStatus, Tone> = {
  not_fulfilled: 'warning',
  partially_fulfilled: 'info',
  fulfilled: 'info',
  partially_shipped: 'info',
  shipped: 'success',
  partially_returned: 'info',
  returned: 'neutral',
  canceled: 'danger',
  requires_action: 'warning',
};

type BadgeProps =
  | { kind: 'status'; value: OrderStatus }
  | { kind: 'paymentStatus'; value: PaymentStatus }
  | { kind: 'fulfillmentStatus'; value: FulfillmentStatus };

/**
 * One of an order's three states as a badge; the label names the state, the colour only
 * repeats it. With `labelled`, the label says which state it is ("Payment: Captured").
 */
export function OrderStateBadge({
  labelled = false,
  ...badge
}: BadgeProps & { labelled?: boolean }) {
  const { t } = useTranslation('orders');
  const tone =
    badge.kind === 'status'
      ? ORDER_TONES[badge.value]
      : badge.kind === 'paymentStatus'
        ? PAYMENT_TONES[badge.value]
        : FULFILLMENT_TONES[badge.value];
  const text = t(`states.${badge.value}`);
  return (
    <StatusBadge status={tone} size="small">
      {labelled ? t('badges.labelled', { label: t(`badges.${badge.kind}`), state: text }) : text}
    </StatusBadge>
  );
}

/** Tones of the after-sales states (returns, swaps, claims, order edits). */
const AFTER_SALES_TONES: Partial<Record<string, Tone>> = {
  requested: 'warning',
  received: 'success',
  requires_action: 'warning',
  canceled: 'danger',
  created: 'info',
  confirmed: 'success',
  declined: 'danger',
  not_fulfilled: 'warning',
  fulfilled: 'info',
  shipped: 'success',
  not_paid: 'neutral',
  awaiting: 'warning',
  captured: 'success',
  difference_refunded: 'neutral',
  refunded: 'neutral',
  not_refunded: 'warning',
};

/** The state of a return, swap, claim or order edit, as a badge with its label. */
export function AfterSalesBadge({ state, label }: { state: AfterSalesState; label?: string }) {
  const { t } = useTranslation('orders');
  const text = t(`states.${state}`);
  return (
    <StatusBadge status={AFTER_SALES_TONES[state] ?? 'neutral'} size="small">
      {label ? t('badges.labelled', { label, state: text }) : text}
    </StatusBadge>
  );
}
