import { useStoreListCustomerOrders } from '@commerce/client/store/customers';
import { EmptyState } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';
import { formatOrderDate, OrderStatus } from '../../lib/orders/order-status.tsx';
import { linkClass } from './form-parts.tsx';
import { ORDERS_PAGE_SIZE, ordersQuery } from './orders-query.ts';
import { AccountLoadError, AccountLoading } from './query-state.tsx';

const pageLink = 'rounded-md border border-border px-3 py-1.5 text-sm hover:bg-muted';

/** `/account/orders`: the shopper's orders, newest first, ten a page. */
export function OrdersPage({ page }: { page: number }) {
  const { t } = useTranslation('account');
  const { t: tOrders } = useTranslation('orders');
  const { formatTotal, locale } = useMoney();
  const orders = useStoreListCustomerOrders(ordersQuery(page));
  const pages = Math.max(1, Math.ceil((orders.data?.count ?? 0) / ORDERS_PAGE_SIZE));

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t('orders.title')}</h1>
        {/* Guest orders never join an account on their own (not even on sign-up): say where. */}
        <p className="text-sm text-muted-foreground">
          {t('orders.guestHint')}{' '}
          <Link to="/account/claim-orders" className={linkClass}>
            {tOrders('links.claim')}
          </Link>
        </p>
      </div>
      {orders.isPending && <AccountLoading />}
      {orders.isError && (
        <AccountLoadError error={orders.error} retry={() => void orders.refetch()} />
      )}
      {orders.data?.count === 0 && (
        <EmptyState
          title={t('orders.empty')}
          description={t('orders.emptyHint')}
          action={
            <Link to="/products" className="underline">
              {t('orders.shop')}
            </Link>
          }
        />
      )}
      {orders.data && orders.data.orders.length > 0 && (
        <ul aria-label={t('orders.listLabel')} className="divide-y divide-border border-y">
          {orders.data.orders.map((order) => {
            const quantity = (order.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
            return (
              <li key={order.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-4">
                <div className="min-w-40 flex-1 space-y-1">
                  <Link
                    to="/account/orders/$id"
                    params={{ id: order.id }}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {t('orders.number', { number: order.display_id })}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {t('orders.placed', { date: formatOrderDate(order.created_at, locale) })}
                  </p>
                </div>
                <OrderStatus order={order} />
                <p className="text-sm">{t('orders.itemCount', { quantity })}</p>
                <p className="text-sm font-medium tabular-nums">
                  {t('orders.total', { total: formatTotal(order.total ?? 0, order) })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {orders.data && (pages > 1 || page > 1) && (
        <nav aria-label={t('orders.pagination')} className="flex items-center justify-center gap-4">
          {page > 1 && (
            <Link
              to="/account/orders"
              // A page past the end (an old link) goes back to the last one.
              search={{
                page: Math.min(page - 1, pages) > 1 ? Math.min(page - 1, pages) : undefined,
              }}
              className={pageLink}
              rel="prev"
            >
              {t('orders.previous')}
            </Link>
          )}
          <span className="text-sm" aria-current="page">
            {t('orders.page', { page, pages })}
          </span>
          {page < pages && (
            <Link to="/account/orders" search={{ page: page + 1 }} className={pageLink} rel="next">
              {t('orders.next')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
