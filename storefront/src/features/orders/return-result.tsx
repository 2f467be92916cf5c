import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';
import type { ShopperOrder } from '../../lib/orders/order-status.tsx';
import { orderRegion } from '../../lib/orders/returnable.ts';
import type { ReturnRequested } from './return-form.tsx';

export interface ReturnResultProps extends ReturnRequested {
  order: ShopperOrder;
}

/** The return just requested: what goes back, how, and the refund once it arrives. */
export function ReturnResult({ order, created, option }: ReturnResultProps) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const region = orderRegion(order);
  const titleOf = (itemId: string) => order.items?.find((line) => line.id === itemId)?.title;
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="return-result">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold outline-none"
      >
        {t('return.done')}
      </h2>
      <p>{t('return.doneHint')}</p>
      <ul aria-label={t('return.items')} className="divide-y divide-border border-y">
        {(created.items ?? []).map((item) => (
          <li key={item.item_id} className="flex justify-between gap-4 py-2">
            <span>{titleOf(item.item_id) ?? item.item_id}</span>
            <span>{t('items.count', { quantity: item.quantity })}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 text-sm">
        {option && (
          <div className="flex justify-between gap-4">
            <dt>{t('returnShipping.label')}</dt>
            <dd>{option.name}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 font-semibold">
          <dt>{t('return.refund')}</dt>
          <dd className="tabular-nums" data-testid="return-refund">
            {formatTotal(created.refund_amount, region)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
