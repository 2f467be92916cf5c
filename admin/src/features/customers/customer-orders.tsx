import { useMedusa } from '@commerce/client';
import { adminListOrdersQueryOptions } from '@commerce/client/admin/orders';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';

/** The customer's latest orders shown here; the orders screen has them all. */
export const RECENT_ORDERS = 10;

/**
 * The customer's recent orders (`GET /admin/orders?customer_id=`). While the admin orders
 * list is not served (501), the list says so, as every list does.
 */
export function CustomerOrders({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation('customers');
  const { client } = useMedusa();
  const orders = useQuery({
    ...adminListOrdersQueryOptions(client, {
      customer_id: customerId,
      limit: RECENT_ORDERS,
      order: '-created_at',
    }),
    retry: false,
  });
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  let body: React.ReactNode;
  if (orders.isPending) body = <ListLoading label={t('orders.loading')} />;
  else if (orders.isError)
    body = <ListError error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (orders.data.orders.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('orders.none')}</p>;
  } else {
    body = (
      <ul className="divide-y divide-border rounded-md border border-border text-sm">
        {orders.data.orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
            <Link
              to="/a/orders/$id"
              params={{ id: order.id }}
              className="font-medium text-primary hover:underline"
            >
              {t('orders.number', { number: order.display_id })}
            </Link>
            <span className="text-muted-foreground">
              {dates.format(new Date(order.created_at))}
            </span>
            <span>{order.status}</span>
            <span className="ms-auto tabular-nums">
              {formatAmount(order.total ?? 0, order.currency_code, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="customer-orders" className="flex flex-col gap-3">
      <h2 id="customer-orders" className="text-lg font-semibold">
        {t('orders.title')}
      </h2>
      {body}
    </section>
  );
}
