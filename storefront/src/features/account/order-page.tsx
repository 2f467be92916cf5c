import { useStoreGetOrder } from '@commerce/client/store/orders';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OrderAfterSales } from '../../lib/orders/order-after-sales.tsx';
import { OrderDetail } from '../../lib/orders/order-detail.tsx';
import { orderDetailParams } from '../../lib/orders/order-query.ts';
import { AccountLoadError, AccountLoading } from './query-state.tsx';

/** `/account/orders/{id}`: one order's items, shipping address and totals. */
export function OrderPage({ id }: { id: string }) {
  const { t } = useTranslation('account');
  const query = useStoreGetOrder(orderDetailParams(id));
  const order = query.data?.order;
  const title = order ? t('orders.number', { number: order.display_id }) : t('orders.title');
  return (
    <div className="space-y-6">
      <Link to="/account/orders" className="text-sm underline-offset-4 hover:underline">
        {t('order.back')}
      </Link>
      <h1 className="text-3xl font-semibold">{title}</h1>
      {query.isPending && <AccountLoading />}
      {query.isError && <AccountLoadError error={query.error} retry={() => void query.refetch()} />}
      {order && <OrderDetail order={order} />}
      {order && <OrderAfterSales order={order} />}
    </div>
  );
}
