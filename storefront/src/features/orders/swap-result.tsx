import type { StoreGetSwapByCartIdData } from '@commerce/client/store/swaps';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';
import type { ShopperOrder } from '../../lib/orders/order-status.tsx';
import { orderRegion } from '../../lib/orders/returnable.ts';

type Swap = StoreGetSwapByCartIdData['swap'];

/** The confirmed exchange: what comes, what goes back, and how the difference is settled. */
export function SwapResult({ swap, order }: { swap: Swap; order: ShopperOrder }) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const region = orderRegion(order);
  const difference = swap.difference_due ?? 0;
  const amount = formatTotal(Math.abs(difference), region);
  const titleOf = (itemId: string) => order.items?.find((line) => line.id === itemId)?.title;
  return (
    <section aria-labelledby={headingId} className="space-y-6" data-testid="swap-result">
      <div className="space-y-2">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold outline-none"
        >
          {t('swapResult.title')}
        </h2>
        <p>{t('swapResult.hint')}</p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="space-y-2">
          <h3 className="font-medium">{t('swapResult.coming')}</h3>
          <ul className="space-y-1 text-sm">
            {(swap.additional_items ?? []).map((line) => (
              <li key={line.id}>
                {line.description
                  ? t('items.lineWithVariant', { title: line.title, variant: line.description })
                  : line.title}{' '}
                · {t('items.count', { quantity: line.quantity })}
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-2">
          <h3 className="font-medium">{t('swapResult.goingBack')}</h3>
          <ul className="space-y-1 text-sm">
            {(swap.return_order?.items ?? []).map((item) => (
              <li key={item.item_id}>
                {titleOf(item.item_id) ?? item.item_id} ·{' '}
                {t('items.count', { quantity: item.quantity })}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="text-lg font-semibold" data-testid="swap-difference">
        {difference > 0
          ? t('swapResult.paid', { amount })
          : difference < 0
            ? t('swapResult.refund', { amount })
            : t('swapResult.even')}
      </p>
    </section>
  );
}
