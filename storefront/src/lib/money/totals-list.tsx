import type { MoneyRegion } from '@commerce/client';
import { useTranslation } from 'react-i18next';
import { displayTotals, type TotalsRowKey, type TotalsSource } from './tax-amounts.ts';
import { type TaxRegion, taxDisplayOf } from './tax-display.ts';
import { useMoney } from './use-money.ts';

/** The rows' names: one key set (`common` `totals.*`) wherever totals are shown. */
const LABELS = {
  subtotal: 'totals.subtotal',
  discount: 'totals.discount',
  shipping: 'totals.shipping',
  tax: 'totals.tax',
  giftCard: 'totals.giftCard',
  total: 'totals.total',
} as const satisfies Record<TotalsRowKey | 'total', string>;

/**
 * The totals of a cart, an order or an order edit under the region's tax display rule
 * (`tax-display.ts`): the rows worth showing, the total, and in a gross region the tax it
 * includes. Each row carries `data-total` for tests and styling.
 */
export function TotalsList({
  source,
  region,
}: {
  source: TotalsSource;
  region: MoneyRegion & TaxRegion;
}) {
  const { t } = useTranslation();
  const { formatTotal } = useMoney();
  const shown = displayTotals(source, taxDisplayOf(region));
  const money = (amount: number) => formatTotal(amount, region);
  return (
    <div className="space-y-1 text-sm">
      <dl className="space-y-1">
        {shown.rows.map((row) => (
          <div key={row.key} data-total={row.key} className="flex justify-between gap-4">
            <dt>{t(LABELS[row.key])}</dt>
            <dd className="tabular-nums">{money(row.minus ? -row.amount : row.amount)}</dd>
          </div>
        ))}
        <div
          data-total="total"
          className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold"
        >
          <dt>{t(LABELS.total)}</dt>
          <dd className="tabular-nums">{money(shown.total)}</dd>
        </div>
      </dl>
      {shown.includedTax !== null && (
        <p data-total="includedTax" className="text-end text-muted-foreground">
          {t('price.inclTaxAmount', { amount: money(shown.includedTax) })}
        </p>
      )}
    </div>
  );
}
