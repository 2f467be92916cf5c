import { type Cart, type MoneyRegion, useMedusa } from '@commerce/client';
import {
  useStoreCompleteCart,
  useStoreCreateCartPaymentSessions,
  useStoreSelectCartPaymentSession,
} from '@commerce/client/store/carts';
import { storeGetSwapByCartIdQueryOptions } from '@commerce/client/store/swaps';
import { Button } from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxRegion } from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';
import { type OrdersKey, orderErrorKey } from './order-errors.ts';
import { FormAlert } from './page-parts.tsx';
import { SwapDifference } from './swap-difference.tsx';

/**
 * The provider a swap's difference is paid with. The checkout's payment step (card numbers,
 * provider choice) lives in features/checkout over the shopping cart's provider; the swap
 * keeps to the manual provider, which needs no details (noted as a duplication to lift to
 * lib/ if swaps ever take cards).
 */
const SWAP_PROVIDER = 'manual';

/**
 * Confirms the exchange: a positive difference opens the cart's payment sessions and
 * selects the manual one, then the cart is completed (`{type: 'swap'}`); the swap read by
 * its cart then shows it confirmed. The button names an amount only once the delivery is
 * chosen, and only the total broken down above it: never a figure that changes after.
 */
export function SwapConfirm({
  cart,
  region,
  ready,
}: {
  cart: Cart;
  region: MoneyRegion & TaxRegion;
  /** Whether the new items have their delivery. */
  ready: boolean;
}) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const headingId = useId();
  const openSessions = useStoreCreateCartPaymentSessions({ id: cart.id });
  const select = useStoreSelectCartPaymentSession({ id: cart.id });
  const complete = useStoreCompleteCart({ id: cart.id });
  const [failure, setFailure] = useState<OrdersKey | undefined>();
  const [busy, setBusy] = useState(false);
  const amount = formatTotal(Math.abs(cart.total), region);

  const confirm = async () => {
    setFailure(undefined);
    setBusy(true);
    try {
      if (cart.total > 0 && cart.payment_session?.provider_id !== SWAP_PROVIDER) {
        let sessions = cart.payment_sessions ?? [];
        if (sessions.length === 0)
          sessions = (await openSessions.mutateAsync()).cart.payment_sessions ?? [];
        if (!sessions.some((session) => session.provider_id === SWAP_PROVIDER)) {
          setFailure('swapCart.noPayment');
          return;
        }
        await select.mutateAsync({ provider_id: SWAP_PROVIDER });
      }
      const result = await complete.mutateAsync();
      if (result.type !== 'swap') {
        setFailure(result.type === 'cart' ? 'swapCart.paymentPending' : 'errors.unknown');
        return;
      }
      queryClient.setQueryData(
        storeGetSwapByCartIdQueryOptions(client, { cart_id: cart.id }).queryKey,
        { swap: result.data },
      );
    } catch (error) {
      setFailure(orderErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-medium">
        {t('swapCart.confirmTitle')}
      </h2>
      <FormAlert message={failure} />
      <SwapDifference cart={cart} region={region} ready={ready} />
      {ready ? (
        <p>
          {cart.total > 0
            ? t('swapCart.payManual', { amount })
            : cart.total < 0
              ? t('swapCart.refundLater', { amount })
              : t('swapCart.nothingToPay')}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('swapCart.chooseDelivery')}</p>
      )}
      <Button size="large" onClick={() => void confirm()} isLoading={busy} disabled={!ready}>
        {ready && cart.total > 0 ? t('swapCart.payAndConfirm', { amount }) : t('swapCart.confirm')}
      </Button>
    </section>
  );
}
