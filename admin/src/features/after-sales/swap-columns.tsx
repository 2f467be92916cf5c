import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { AfterSalesBadge } from './after-sales-badge.tsx';
import { OrderLink } from './order-link.tsx';
import type { AfterSalesFormats } from './return-columns.tsx';
import type { SwapRow } from './swap-list-query.ts';

/** The exchanges list's columns: the exchange (a link), its order, states and difference. */
export function swapColumns(
  t: TFunction<'after-sales'>,
  { date, money, orders }: AfterSalesFormats,
): ListColumn<SwapRow>[] {
  return [
    {
      id: 'created_at',
      header: t('columns.requested'),
      width: '9rem',
      sort: 'created_at',
      required: true,
      cell: (swap) => (
        // Out of the tab order: the grid is one tab stop, and Enter opens the row.
        <Link
          to="/a/swaps/$id"
          params={{ id: swap.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {date(swap.created_at)}
        </Link>
      ),
    },
    {
      id: 'order',
      header: t('columns.order'),
      width: 'minmax(9rem, 1fr)',
      cell: (swap) => (
        <OrderLink orderId={swap.order_id} order={orders.get(swap.order_id)} inGrid />
      ),
    },
    {
      id: 'payment_status',
      header: t('columns.payment'),
      width: '11rem',
      cell: (swap) => <AfterSalesBadge state={swap.payment_status} />,
    },
    {
      id: 'fulfillment_status',
      header: t('columns.fulfillment'),
      width: '11rem',
      cell: (swap) => <AfterSalesBadge state={swap.fulfillment_status} />,
    },
    {
      id: 'difference_due',
      header: t('columns.difference'),
      width: '9rem',
      cell: (swap) => (
        <span className="truncate tabular-nums">
          {swap.difference_due === null
            ? ''
            : money(swap.difference_due, orders.get(swap.order_id))}
        </span>
      ),
    },
  ];
}
