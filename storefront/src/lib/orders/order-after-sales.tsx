import { StatusBadge, type StatusBadgeProps } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../money/use-money.ts';
import type { ShopperOrder } from './order-status.tsx';
import { orderRegion, returnableLines } from './returnable.ts';

type OrdersKey = ParseKeys<'orders'>;
type Tone = NonNullable<StatusBadgeProps['status']>;
type Return = NonNullable<ShopperOrder['returns']>[number];
type Swap = NonNullable<ShopperOrder['swaps']>[number];

const RETURN_STATUS: Record<Return['status'], [OrdersKey, Tone]> = {
  requested: ['returnStatus.requested', 'info'],
  received: ['returnStatus.received', 'success'],
  requires_action: ['returnStatus.requires_action', 'warning'],
  canceled: ['returnStatus.canceled', 'neutral'],
};

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** Where a swap stands for the shopper: waiting for them, confirmed, or called off. */
function swapState(swap: Swap): [OrdersKey, Tone] {
  if (swap.canceled_at) return ['swapStatus.canceled', 'neutral'];
  if (swap.confirmed_at) return ['swapStatus.confirmed', 'success'];
  return ['swapStatus.unfinished', 'warning'];
}

/**
 * After the order (`orders` texts): links to return or exchange what was delivered, the
 * order's returns and exchanges with where they stand, and the changes the store asks the
 * shopper to review. Shown under an order on the account's order page and the lookup.
 */
export function OrderAfterSales({ order }: { order: ShopperOrder }) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const headingId = useId();
  const region = orderRegion(order);
  const canReturn = order.status !== 'canceled' && returnableLines(order).length > 0;
  const returns = (order.returns ?? []).filter((ret) => !ret.swap_id);
  const swaps = order.swaps ?? [];
  const edits = (order.edits ?? []).filter((edit) => edit.status === 'requested');
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-medium">
        {t('afterSales.title')}
      </h2>
      {edits.map((edit) => (
        <p key={edit.id} className="rounded-md border border-warning p-3">
          {t('afterSales.editWaiting')}{' '}
          <Link to="/order-edits/$id" params={{ id: edit.id }} className={linkClass}>
            {t('afterSales.reviewEdit')}
          </Link>
        </p>
      ))}
      {canReturn ? (
        <div className="flex flex-wrap gap-4">
          <Link to="/orders/$id/return" params={{ id: order.id }} className={linkClass}>
            {t('afterSales.return')}
          </Link>
          <Link to="/orders/$id/swap" params={{ id: order.id }} className={linkClass}>
            {t('afterSales.swap')}
          </Link>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('afterSales.nothingToReturn')}</p>
      )}
      {(returns.length > 0 || swaps.length > 0) && (
        <ul className="divide-y divide-border border-y text-sm">
          {returns.map((ret) => {
            const [key, tone] = RETURN_STATUS[ret.status];
            const units = (ret.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
            return (
              <li key={ret.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                <span className="font-medium">{t('afterSales.returnOf', { units })}</span>
                <StatusBadge status={tone}>{t(key)}</StatusBadge>
                <span className="text-muted-foreground">
                  {t('afterSales.refund', { amount: formatTotal(ret.refund_amount, region) })}
                </span>
              </li>
            );
          })}
          {swaps.map((swap) => {
            const [key, tone] = swapState(swap);
            return (
              <li key={swap.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                <span className="font-medium">{t('afterSales.swapLabel')}</span>
                <StatusBadge status={tone}>{t(key)}</StatusBadge>
                {swap.cart_id && !swap.canceled_at && (
                  <Link to="/swaps/$cartId" params={{ cartId: swap.cart_id }} className={linkClass}>
                    {swap.confirmed_at ? t('afterSales.viewSwap') : t('afterSales.finishSwap')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
