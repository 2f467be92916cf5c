import type { Cart, MoneyRegion } from '@commerce/client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lineAmount,
  methodAmount,
  type TaxDisplay,
  type TaxRegion,
  taxDisplayOf,
} from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';

type Line = NonNullable<Cart['items']>[number];

/**
 * The swap cart's lines: the new items, the credit for the returned items (`is_return`
 * lines with a negative price, server/README.md "Swaps") and the return shipping (a
 * positive `is_return` line), then what the delivery costs and the difference. Amounts
 * follow the region's tax display rule (`lib/money/tax-display.ts`): without tax and a Tax
 * row in a net region, with tax and "Incl. €x tax" under the difference in a tax-inclusive
 * one; the difference is what is paid or credited, tax included, in both.
 */
export function SwapCartLines({ cart, region }: { cart: Cart; region: MoneyRegion & TaxRegion }) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const mode = taxDisplayOf(region);
  const money = (amount: number | null | undefined) => formatTotal(amount ?? 0, region);
  const tax = cart.tax_total ?? 0;
  const lines = cart.items ?? [];
  const newItems = lines.filter((line) => !line.is_return);
  const credit = lines.filter((line) => line.is_return && line.unit_price < 0);
  const returnShipping = lines.filter((line) => line.is_return && line.unit_price >= 0);
  const method = cart.shipping_methods?.[0];
  return (
    <div className="space-y-6">
      <LineGroup
        title={t('swapCart.newItems')}
        lines={newItems}
        mode={mode}
        money={money}
        showQuantity
      />
      <LineGroup title={t('swapCart.returned')} lines={credit} mode={mode} money={money} />
      <dl className="space-y-1 text-sm">
        {returnShipping.map((line) => (
          <div key={line.id} className="flex justify-between gap-4">
            <dt>{t('swapCart.returnShipping')}</dt>
            <dd className="tabular-nums">{money(lineAmount(line, mode))}</dd>
          </div>
        ))}
        {method && (
          <div className="flex justify-between gap-4">
            <dt>{t('swapCart.delivery', { name: method.shipping_option?.name ?? '' })}</dt>
            <dd className="tabular-nums">{money(methodAmount(method, mode))}</dd>
          </div>
        )}
        {mode === 'net' && tax !== 0 && (
          <div data-total="tax" className="flex justify-between gap-4">
            <dt>{t('totals.tax', { ns: 'common' })}</dt>
            <dd className="tabular-nums">{money(tax)}</dd>
          </div>
        )}
        <div
          data-total="difference"
          className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold"
        >
          <dt>{cart.total < 0 ? t('swapCart.creditDue') : t('swapCart.toPay')}</dt>
          <dd className="tabular-nums">{money(Math.abs(cart.total))}</dd>
        </div>
      </dl>
      {mode === 'gross' && tax !== 0 && (
        <p data-total="includedTax" className="text-end text-sm text-muted-foreground">
          {t('price.inclTaxAmount', { ns: 'common', amount: money(Math.abs(tax)) })}
        </p>
      )}
    </div>
  );
}

function LineGroup({
  title,
  lines,
  mode,
  money,
  showQuantity = false,
}: {
  title: string;
  lines: Line[];
  mode: TaxDisplay;
  money(amount: number | null | undefined): string;
  showQuantity?: boolean;
}) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-medium">
        {title}
      </h2>
      <ul className="divide-y divide-border border-y">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <span className="flex-1">
              <span className="font-medium">{line.title}</span>
              {line.description && (
                <span className="block text-muted-foreground">{line.description}</span>
              )}
            </span>
            {showQuantity && <span>{t('items.count', { quantity: line.quantity })}</span>}
            <span className="tabular-nums">{money(lineAmount(line, mode))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
