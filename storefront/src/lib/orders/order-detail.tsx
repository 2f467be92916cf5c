import { useTranslation } from 'react-i18next';
import { addressLines } from '../address/address-format.ts';
import { useMoney } from '../money/use-money.ts';
import { formatOrderDate, OrderStatus, type ShopperOrder } from './order-status.tsx';

/**
 * One order's date, status, items, shipping address and totals (`account` texts), shown on
 * the account's order page and on the guest order lookup.
 */
export function OrderDetail({ order }: { order: ShopperOrder }) {
  const { t } = useTranslation('account');
  const { formatTotal, locale } = useMoney();
  const money = (amount: number | null | undefined) => formatTotal(amount ?? 0, order);
  const totals = [
    { key: 'subtotal', label: t('order.subtotal'), value: money(order.subtotal) },
    { key: 'discount', label: t('order.discount'), value: `−${money(order.discount_total)}` },
    { key: 'shipping', label: t('order.shippingTotal'), value: money(order.shipping_total) },
    { key: 'tax', label: t('order.tax'), value: money(order.tax_total) },
    { key: 'giftCard', label: t('order.giftCard'), value: `−${money(order.gift_card_total)}` },
  ];
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
              <p className="tabular-nums">{money(item.total ?? item.unit_price * item.quantity)}</p>
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
          <dl className="space-y-1 text-sm">
            {totals.map((row) => (
              <div key={row.key} data-total={row.key} className="flex justify-between gap-4">
                <dt>{row.label}</dt>
                <dd className="tabular-nums">{row.value}</dd>
              </div>
            ))}
            <div
              data-total="total"
              className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold"
            >
              <dt>{t('order.total')}</dt>
              <dd className="tabular-nums">{money(order.total)}</dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
