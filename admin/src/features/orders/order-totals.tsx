import { Section } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import type { Order } from './order-state.ts';
import { useOrderMoney } from './use-order-money.ts';

/** The order's sums as the server computed them; reductions are shown as negative. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  // Reductions read as negative; none at all stays 0 rather than "-0".
  const less = (amount: number | null | undefined) => (amount ? -amount : 0);
  const rows: [string, number | null | undefined, boolean?][] = [
    [t('totals.subtotal'), order.subtotal],
    [t('totals.discount'), less(order.discount_total)],
    [t('totals.shipping'), order.shipping_total],
    [t('totals.tax'), order.tax_total],
    [t('totals.giftCards'), less(order.gift_card_total)],
    [t('totals.total'), order.total, true],
    [t('totals.paid'), order.paid_total],
    [t('totals.refunded'), less(order.refunded_total)],
    [t('totals.refundable'), order.refundable_amount],
  ];
  return (
    <Section title={t('totals.title')}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm">
        {rows.map(([label, amount, strong]) => (
          <div key={label} className="contents">
            <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
            <dd
              className={strong ? 'text-end font-semibold tabular-nums' : 'text-end tabular-nums'}
            >
              {money(amount)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
