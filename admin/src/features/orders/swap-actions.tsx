import {
  useAdminCancelOrderSwap,
  useAdminCreateOrderSwapFulfillment,
  useAdminProcessOrderSwapPayment,
} from '@commerce/client/admin/orders';
import { Button } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import type { OrderSwap } from './order-state.ts';
import { ShipFulfillmentDialog } from './ship-fulfillment-dialog.tsx';
import { useOrderMoney } from './use-order-money.ts';

type SwapAction = 'fulfil' | 'payment' | 'cancel';

/**
 * What a swap allows (server/README.md, "Swaps"): once the customer confirmed it, fulfil its
 * new items, ship them, and capture or refund the difference; cancel it while nothing was
 * paid, fulfilled or received back.
 */
export function swapActions(swap: OrderSwap) {
  const live = !swap.canceled_at;
  const confirmed = live && Boolean(swap.confirmed_at);
  const difference = swap.difference_due ?? 0;
  return {
    fulfil:
      confirmed &&
      ['not_fulfilled', 'canceled'].includes(swap.fulfillment_status) &&
      (swap.additional_items ?? []).length > 0,
    payment:
      confirmed &&
      ((swap.payment_status === 'awaiting' && difference > 0) ||
        (swap.payment_status === 'not_paid' && difference <= 0)),
    cancel:
      live &&
      ['not_paid', 'awaiting', 'requires_action'].includes(swap.payment_status) &&
      swap.fulfillment_status === 'not_fulfilled' &&
      swap.return_order?.status !== 'received',
    shippable: (swap.fulfillments ?? []).filter((f) => !f.shipped_at && !f.canceled_at),
  };
}

export interface SwapActionsProps {
  orderId: string;
  currencyCode: string;
  swap: OrderSwap;
  /** The swap's name in the list, for the buttons' accessible names. */
  name: string;
}

/** The buttons of one swap and their confirmations. */
export function SwapActions({ orderId, currencyCode, swap, name }: SwapActionsProps) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney(currencyCode);
  const [action, setAction] = useState<SwapAction>();
  const [shipping, setShipping] = useState<string>();
  const ids = { id: orderId, swap_id: swap.id };
  const fulfil = useAdminCreateOrderSwapFulfillment(ids);
  const payment = useAdminProcessOrderSwapPayment(ids);
  const cancel = useAdminCancelOrderSwap(ids);
  const allowed = swapActions(swap);
  const difference = swap.difference_due ?? 0;
  const dialogs = {
    fulfil: { run: () => fulfil.mutateAsync({}), pending: fulfil.isPending },
    payment: { run: () => payment.mutateAsync(), pending: payment.isPending },
    cancel: { run: () => cancel.mutateAsync(), pending: cancel.isPending },
  };
  const shown = action ?? 'fulfil';
  const offered = (['fulfil', 'payment', 'cancel'] as const).filter((a) => allowed[a]);
  if (offered.length === 0 && allowed.shippable.length === 0) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {offered.map((a) => (
        <Button
          key={a}
          size="small"
          variant={a === 'cancel' ? 'danger' : 'secondary'}
          onClick={() => setAction(a)}
          aria-label={t('named', { action: t(`swaps.actions.${a}.button`), name })}
        >
          {t(`swaps.actions.${a}.button`)}
        </Button>
      ))}
      {allowed.shippable.map((f) => (
        <Button
          key={f.id}
          size="small"
          onClick={() => setShipping(f.id)}
          aria-label={t('named', { action: t('fulfillments.ship'), name })}
        >
          {t('fulfillments.ship')}
        </Button>
      ))}
      <ConfirmActionDialog
        open={Boolean(action)}
        onClose={() => setAction(undefined)}
        run={dialogs[shown].run}
        isPending={dialogs[shown].pending}
        title={t(`swaps.actions.${shown}.title`)}
        description={
          shown === 'payment'
            ? t(difference > 0 ? 'swaps.actions.payment.capture' : 'swaps.actions.payment.refund', {
                amount: money(Math.abs(difference)),
              })
            : t(`swaps.actions.${shown}.description`)
        }
        confirmLabel={t(`swaps.actions.${shown}.button`)}
        done={t(`swaps.actions.${shown}.done`)}
        tone={shown === 'cancel' ? 'danger' : 'primary'}
      />
      <ShipFulfillmentDialog
        orderId={orderId}
        swapId={swap.id}
        fulfillmentId={shipping}
        onClose={() => setShipping(undefined)}
      />
    </div>
  );
}
