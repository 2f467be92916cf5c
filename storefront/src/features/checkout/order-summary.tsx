import type { LineItem, MoneyRegion } from '@commerce/client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lineAmount, type TotalsSource } from '../../lib/money/tax-amounts.ts';
import { type TaxRegion, taxDisplayOf } from '../../lib/money/tax-display.ts';
import { TotalsList } from '../../lib/money/totals-list.tsx';
import { useMoney } from '../../lib/money/use-money.ts';

/** The totals a cart and an order both carry, computed by the server. */
export interface SummaryTotals extends TotalsSource {
  items?: LineItem[];
}

export interface OrderSummaryProps {
  source: SummaryTotals;
  region: MoneyRegion & TaxRegion;
  /** The heading's level: 2 beside the checkout's steps, 2 or 3 on a page of its own. */
  headingLevel?: 2 | 3;
}

/**
 * The lines (title, variant, quantity, amount) and the server's totals of a cart or an
 * order, in its region's currency, under the region's tax display rule
 * (`lib/money/tax-display.ts`). Each total carries `data-total` for tests and styling.
 */
export function OrderSummary({ source, region, headingLevel = 2 }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const { formatTotal } = useMoney();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const mode = taxDisplayOf(region);
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
            <p className="tabular-nums" data-testid="line-amount">
              {formatTotal(lineAmount(line, mode), region)}
            </p>
          </li>
        ))}
      </ul>
      <TotalsList source={source} region={region} />
    </section>
  );
}
