import type { LineItem, MoneyRegion } from '@commerce/client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';

/** The totals a cart and an order both carry, computed by the server. */
export interface SummaryTotals {
  items?: LineItem[];
  subtotal?: number | null;
  discount_total?: number | null;
  shipping_total?: number | null;
  tax_total?: number | null;
  gift_card_total?: number | null;
  total?: number | null;
  shipping_methods?: unknown[];
}

export interface OrderSummaryProps {
  source: SummaryTotals;
  region: MoneyRegion;
  /** The heading's level: 2 beside the checkout's steps, 2 or 3 on a page of its own. */
  headingLevel?: 2 | 3;
}

/**
 * The lines (title, variant, quantity, amount) and the server's totals of a cart or an
 * order, in its region's currency. Each total carries `data-total` for tests and styling.
 */
export function OrderSummary({ source, region, headingLevel = 2 }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const { formatTotal } = useMoney();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const money = (amount: number | null | undefined) => formatTotal(amount ?? 0, region);
  const hasShipping = (source.shipping_methods ?? []).length > 0;
  const rows = [
    { key: 'subtotal', label: t('summary.subtotal'), value: money(source.subtotal) },
    ...((source.discount_total ?? 0) > 0
      ? [
          {
            key: 'discount',
            label: t('summary.discount'),
            value: `−${money(source.discount_total)}`,
          },
        ]
      : []),
    {
      key: 'shipping',
      label: t('summary.shipping'),
      value: hasShipping ? money(source.shipping_total) : t('summary.shippingLater'),
    },
    { key: 'tax', label: t('summary.tax'), value: money(source.tax_total) },
    ...((source.gift_card_total ?? 0) > 0
      ? [
          {
            key: 'giftCard',
            label: t('summary.giftCard'),
            value: `−${money(source.gift_card_total)}`,
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <Heading id={headingId} className="text-lg font-medium">
        {t('summary.title')}
      </Heading>
      <ul aria-label={t('summary.items')} className="divide-y divide-border">
        {(source.items ?? []).map((line) => (
          <li key={line.id} className="flex gap-3 py-3 text-sm">
            {line.thumbnail && (
              <img
                src={line.thumbnail}
                alt=""
                className="size-12 rounded-md bg-muted object-cover"
              />
            )}
            <div className="flex-1">
              <p className="font-medium">{line.title}</p>
              {line.description && <p className="text-muted-foreground">{line.description}</p>}
              <p className="text-muted-foreground">
                {t('summary.quantity', { quantity: line.quantity })}
              </p>
            </div>
            <p className="tabular-nums">{money(line.total)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.key} data-total={row.key} className="flex justify-between gap-4">
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div
          data-total="total"
          className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold"
        >
          <dt>{t('summary.total')}</dt>
          <dd className="tabular-nums">{money(source.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
