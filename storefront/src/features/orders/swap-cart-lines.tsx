import type { Cart, MoneyRegion } from '@commerce/client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';

type Line = NonNullable<Cart['items']>[number];

/**
 * The swap cart's lines: the new items and the credit for the returned items (`is_return`
 * lines with a negative price, server/README.md "Swaps"). The return shipping (a positive
 * `is_return` line), the delivery and the difference are rows above the confirm button
 * (swap-difference.tsx).
 */
export function SwapCartLines({ cart, region }: { cart: Cart; region: MoneyRegion }) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const money = (amount: number | null | undefined) => formatTotal(amount ?? 0, region);
  const lines = cart.items ?? [];
  const newItems = lines.filter((line) => !line.is_return);
  const credit = lines.filter((line) => line.is_return && line.unit_price < 0);
  return (
    <div className="space-y-6">
      <LineGroup title={t('swapCart.newItems')} lines={newItems} money={money} showQuantity />
      <LineGroup title={t('swapCart.returned')} lines={credit} money={money} />
      <p className="text-xs text-muted-foreground">{t('swapCart.taxIncluded')}</p>
    </div>
  );
}

function LineGroup({
  title,
  lines,
  money,
  showQuantity = false,
}: {
  title: string;
  lines: Line[];
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
            <span className="tabular-nums">{money(line.total)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
