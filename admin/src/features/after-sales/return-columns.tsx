import type { TFunction } from 'i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { AfterSalesBadge } from './after-sales-badge.tsx';
import { OrderLink } from './order-link.tsx';
import type { ReturnRow } from './return-list-query.ts';
import type { OrderRef } from './use-order-refs.ts';

export interface AfterSalesFormats {
  date: (iso: string) => string;
  /** An amount in the order's currency, or '' while the order is not known. */
  money: (amount: number, order: OrderRef | undefined) => string;
  orders: Map<string, OrderRef>;
}

/** The returns list's columns: its order (a link), date, state, items and refund. */
export function returnColumns(
  t: TFunction<'after-sales'>,
  { date, money, orders }: AfterSalesFormats,
): ListColumn<ReturnRow>[] {
  return [
    {
      id: 'order',
      header: t('columns.order'),
      width: 'minmax(9rem, 1fr)',
      required: true,
      cell: (row) =>
        row.order_id ? (
          <OrderLink orderId={row.order_id} order={orders.get(row.order_id)} inGrid />
        ) : null,
    },
    {
      id: 'created_at',
      header: t('columns.requested'),
      width: '9rem',
      sort: 'created_at',
      cell: (row) => <span className="truncate">{date(row.created_at)}</span>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      width: '10rem',
      cell: (row) => <AfterSalesBadge state={row.status} />,
    },
    {
      id: 'received_at',
      header: t('columns.received'),
      width: '9rem',
      sort: 'received_at',
      cell: (row) => (
        <span className="truncate">{row.received_at ? date(row.received_at) : ''}</span>
      ),
    },
    {
      id: 'items',
      header: t('columns.items'),
      width: '6rem',
      cell: (row) => (
        <span className="tabular-nums">
          {(row.items ?? []).reduce((sum, item) => sum + item.quantity, 0)}
        </span>
      ),
    },
    {
      id: 'refund_amount',
      header: t('columns.refund'),
      width: '9rem',
      cell: (row) => (
        <span className="truncate tabular-nums">
          {money(row.refund_amount, row.order_id ? orders.get(row.order_id) : undefined)}
        </span>
      ),
    },
  ];
}
