import type { Cart, MoneyRegion } from '@commerce/client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lineAmount } from '../../lib/money/tax-amounts.ts';
import { type TaxDisplay, type TaxRegion, taxDisplayOf } from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';

type Line = NonNullable<Cart['items']>[number];

/**
 * The swap cart's lines: the new items and the credit for the returned items (`is_return`
 * lines with a negative price, server/README.md "Swaps"). The return shipping (a positive
 * `is_return` line), the delivery and the difference are rows above the confirm button
 * (swap-difference.tsx). Amounts follow the region's tax display rule
 * (`lib/money/tax-display.ts`): without tax in a net region, with it in a tax-inclusive one.
 */
export function SwapCartLines({ cart, region }: { cart: Cart; region: MoneyRegion & TaxRegion }) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const mode = taxDisplayOf(region);
  const money = (amount: number | null | undefined) => formatTotal(amount ?? 0, region);
  const lines = cart.items ?? [];
  const newItems = lines.filter((line) => !line.is_return);
  const credit = lines.filter((line) => line.is_return && line.unit_price < 0);
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
