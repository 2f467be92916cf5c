import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OrderRef } from './use-order-refs.ts';

/** A link to the order a return or exchange belongs to, named by its number once known. */
export function OrderLink({
  orderId,
  order,
  inGrid = false,
}: {
  orderId: string;
  order: OrderRef | undefined;
  /** In a list row: out of the tab order (the grid is one tab stop; Enter opens the row). */
  inGrid?: boolean;
}) {
  const { t } = useTranslation('after-sales');
  return (
    <Link
      to="/a/orders/$id"
      params={{ id: orderId }}
      className="truncate font-medium hover:underline"
      {...(inGrid ? { tabIndex: -1 } : {})}
    >
      {order ? t('order', { number: order.display_id }) : t('openOrder')}
    </Link>
  );
}
