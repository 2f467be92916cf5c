import type { MoneyRegion } from '@commerce/client';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';

interface CheckoutSummaryProps {
  /** The cart's total, as the summary's last row shows it. */
  total: number | null | undefined;
  region: MoneyRegion;
  /** The order summary itself (order-summary.tsx), shown as it is. */
  children: ReactNode;
}

/**
 * Where the checkout's order summary sits. From `md` up, beside the steps and always shown.
 * On a phone it comes first, above the steps, folded under a "Show order summary · €total"
 * button, so the total is in sight without pushing the steps below the first screen.
 */
export function CheckoutSummary({ total, region, children }: CheckoutSummaryProps) {
  const { t } = useTranslation('checkout');
  const { formatTotal } = useMoney();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="rounded-lg border border-border md:sticky md:top-4 md:col-start-2 md:row-start-1 md:p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full cursor-pointer items-center justify-between gap-2 rounded-lg p-4 text-start font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring md:hidden"
      >
        {t(open ? 'summary.hide' : 'summary.show', { total: formatTotal(total ?? 0, region) })}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div
        id={id}
        className={open ? 'border-t border-border p-4 md:border-0 md:p-0' : 'hidden md:block'}
      >
        {children}
      </div>
    </div>
  );
}
