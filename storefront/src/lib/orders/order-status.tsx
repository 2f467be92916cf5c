import type { StoreGetOrderData } from '@commerce/client/store/orders';
import { StatusBadge, type StatusBadgeProps } from '@commerce/ui';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** An order as the store answers it (`GET /store/orders/{id}`). */
export type ShopperOrder = StoreGetOrderData['order'];

/** The status words live in the `account` namespace, where the orders pages first used them. */
type AccountKey = ParseKeys<'account'>;

type Tone = NonNullable<StatusBadgeProps['status']>;

const ORDER_STATUS: Record<ShopperOrder['status'], [AccountKey, Tone]> = {
  pending: ['status.pending', 'info'],
  completed: ['status.completed', 'success'],
  archived: ['status.archived', 'neutral'],
  canceled: ['status.canceled', 'danger'],
  requires_action: ['status.requires_action', 'warning'],
};

const FULFILLMENT_STATUS: Record<ShopperOrder['fulfillment_status'], [AccountKey, Tone]> = {
  not_fulfilled: ['status.not_fulfilled', 'neutral'],
  partially_fulfilled: ['status.partially_fulfilled', 'info'],
  fulfilled: ['status.fulfilled', 'info'],
  partially_shipped: ['status.partially_shipped', 'info'],
  shipped: ['status.shipped', 'success'],
  partially_returned: ['status.partially_returned', 'neutral'],
  returned: ['status.returned', 'neutral'],
  canceled: ['status.fulfillmentCanceled', 'danger'],
  requires_action: ['status.fulfillmentRequiresAction', 'warning'],
};

/** Where the order stands, and where its shipping stands, in words (the dot only decorates). */
export function OrderStatus({ order }: { order: ShopperOrder }) {
  const { t } = useTranslation('account');
  const [statusKey, statusTone] = ORDER_STATUS[order.status];
  const [shippingKey, shippingTone] = FULFILLMENT_STATUS[order.fulfillment_status];
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <StatusBadge status={statusTone}>{t(statusKey)}</StatusBadge>
      {order.status !== 'canceled' && (
        <StatusBadge status={shippingTone}>{t(shippingKey)}</StatusBadge>
      )}
    </span>
  );
}

/** Formats an order's date in the shopper's language. */
export function formatOrderDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}
