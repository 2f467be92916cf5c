import { useTranslation } from 'react-i18next';
import { addressLines } from '../address/address-format.ts';
import { lineAmount } from '../money/tax-amounts.ts';
import { taxDisplayOf } from '../money/tax-display.ts';
import { TotalsList } from '../money/totals-list.tsx';
import { useMoney } from '../money/use-money.ts';
import { formatOrderDate, OrderStatus, type ShopperOrder } from './order-status.tsx';
import { orderRegion } from './returnable.ts';

/**
 * One order's date, status, items, shipping address and totals (`account` texts), shown on
 * the account's order page and on the guest order lookup.
 */
export function OrderDetail({ order }: { order: ShopperOrder }) {
  const { t } = useTranslation('account');
  const { formatTotal, locale } = useMoney();
  const region = orderRegion(order);
  const mode = taxDisplayOf(region);
  const address = order.shipping_address;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p className="text-muted-foreground">
          {t('orders.placed', { date: formatOrderDate(order.created_at, locale) })}
        </p>
        <OrderStatus order={order} />
      </div>
      <section aria-labelledby="order-items" className="space-y-3">
        <h2 id="order-items" className="text-lg font-medium">
          {t('order.items')}
        </h2>
        <ul className="divide-y divide-border border-y">
          {(order.items ?? []).map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-4 py-3">
              {item.thumbnail && (
                <img src={item.thumbnail} alt="" className="size-16 rounded-md object-cover" />
              )}
              <div className="min-w-40 flex-1">
                <p className="font-medium">{item.title}</p>
                {item.description && (
                  <p className="text-sm text-muted-foreground">{item.description}</p>
                )}
                <p className="text-sm">{t('order.quantity', { quantity: item.quantity })}</p>
              </div>
              <p className="tabular-nums" data-testid="line-amount">
                {formatTotal(lineAmount(item, mode), region)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-8 md:grid-cols-2">
        {address && (
          <section aria-labelledby="order-address" className="space-y-2">
            <h2 id="order-address" className="text-lg font-medium">
              {t('order.shippingAddress')}
            </h2>
            <address className="text-sm not-italic">
              {addressLines(address, locale).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </section>
        )}
        <section aria-labelledby="order-summary" className="space-y-2">
          <h2 id="order-summary" className="text-lg font-medium">
            {t('order.summary')}
          </h2>
          <TotalsList source={order} region={region} />
        </section>
      </div>
    </div>
  );
}
