import type { Cart } from '@commerce/client';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';

/** The server's totals of the cart, in its region's currency. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const { formatTotal } = useMoney();
  const region = cart.region;
  if (!region) return null;
  const money = (amount: number | null | undefined) => formatTotal(amount ?? 0, region);
  const hasShipping = (cart.shipping_methods ?? []).length > 0;
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'subtotal', label: t('totals.subtotal'), value: money(cart.subtotal) },
    { key: 'discount', label: t('totals.discount'), value: `−${money(cart.discount_total)}` },
    {
      key: 'shipping',
      label: t('totals.shipping'),
      value: hasShipping ? money(cart.shipping_total) : t('totals.shippingLater'),
    },
    { key: 'tax', label: t('totals.tax'), value: money(cart.tax_total) },
    { key: 'giftCard', label: t('totals.giftCard'), value: `−${money(cart.gift_card_total)}` },
    { key: 'total', label: t('totals.total'), value: money(cart.total), strong: true },
  ];
  return (
    <section aria-labelledby="cart-totals" className="space-y-2">
      <h2 id="cart-totals" className="text-lg font-medium">
        {t('totals.title')}
      </h2>
      <dl className="space-y-1 text-sm">
        {rows.map((row) => (
          <div
            key={row.key}
            data-total={row.key}
            className={`flex justify-between gap-4 ${row.strong ? 'border-t border-border pt-2 text-base font-semibold' : ''}`}
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
