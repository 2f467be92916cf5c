import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import type { ListedOrder } from './order-list-query.ts';
import { orderCustomerName } from './order-people.ts';
import { OrderStateBadge } from './order-status-badge.tsx';

export interface OrderColumnFormats {
  date: (iso: string) => string;
  locale: string;
}

/** The order list's columns, in their order; the order number names the row and links to it. */
export function orderColumns(
  t: TFunction<'orders'>,
  { date, locale }: OrderColumnFormats,
): ListColumn<ListedOrder>[] {
  return [
    {
      id: 'display_id',
      header: t('columns.order'),
      width: '7rem',
      sort: 'display_id',
      required: true,
      cell: (order) => (
        // Out of the tab order: the grid is one tab stop, and Enter opens the row.
        <Link
          to="/a/orders/$id"
          params={{ id: order.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {t('number', { number: order.display_id })}
        </Link>
      ),
    },
    {
      id: 'created_at',
      header: t('columns.date'),
      width: '9rem',
      sort: 'created_at',
      cell: (order) => <span className="truncate">{date(order.created_at)}</span>,
    },
    {
      id: 'customer',
      header: t('columns.customer'),
      width: 'minmax(14rem, 2fr)',
      sort: 'email',
      cell: (order) => {
        const name = orderCustomerName(order);
        return (
          <span className="flex min-w-0 flex-col leading-tight">
            {name && <span className="truncate">{name}</span>}
            <span className={name ? 'truncate text-xs text-muted-foreground' : 'truncate'}>
              {order.email}
            </span>
          </span>
        );
      },
    },
    {
      id: 'status',
      header: t('columns.status'),
      width: '9rem',
      cell: (order) => <OrderStateBadge kind="status" value={order.status} />,
    },
    {
      id: 'payment_status',
      header: t('columns.payment'),
      width: '10rem',
      cell: (order) => <OrderStateBadge kind="paymentStatus" value={order.payment_status} />,
    },
    {
      id: 'fulfillment_status',
      header: t('columns.fulfillment'),
      width: '11rem',
      cell: (order) => (
        <OrderStateBadge kind="fulfillmentStatus" value={order.fulfillment_status} />
      ),
    },
    {
      id: 'total',
      header: t('columns.total'),
      width: '8rem',
      cell: (order) => (
        <span className="ms-auto truncate tabular-nums">
          {formatAmount(order.total ?? 0, order.currency_code, locale)}
        </span>
      ),
    },
    {
      id: 'updated_at',
      header: t('columns.updated'),
      width: '9rem',
      sort: 'updated_at',
      hidden: true,
      // A Medusa v1 order list leaves `updated_at` out unless asked for (issue 25).
      cell: (order) => (
        <span className="truncate">{order.updated_at ? date(order.updated_at) : ''}</span>
      ),
    },
  ];
}
