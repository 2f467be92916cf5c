import { type Cart, useCart } from '@commerce/client';
import { Button, Spinner } from '@commerce/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmForm } from './address-form.tsx';
import { checkoutErrorKey } from './checkout-errors.ts';
import { PaymentForm } from './payment-form.tsx';
import type { CheckoutKey, PaymentValues } from './schemas.ts';

export interface PaymentStepProps {
  cart: Cart;
  /** What the shopper typed last time the step was open (kept across a declined payment). */
  draft: PaymentValues | null;
  onDraftChange(values: PaymentValues): void;
  /** Why the last attempt to pay failed (declined card, more action needed), if it did. */
  notice: CheckoutKey | null;
  onDone(cart: Cart): void;
}

/**
 * How the shopper pays. The cart's payment sessions (one per provider of the region) are
 * opened first (`POST /store/carts/{id}/payment-sessions`); then a provider is chosen and,
 * for a card, its number goes into the session's data.
 */
export function PaymentStep({ cart, draft, onDraftChange, notice, onDone }: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const { createPaymentSessions } = useCart();
  const sessions = cart.payment_sessions ?? [];
  const needsSessions = cart.total > 0 && sessions.length === 0;
  const started = useRef(false);
  const { mutate } = createPaymentSessions;
  useEffect(() => {
    if (!needsSessions || started.current) return;
    started.current = true;
    mutate();
  }, [needsSessions, mutate]);

  if (cart.total === 0) {
    return (
      <ConfirmForm onSave={async () => cart} onDone={onDone}>
        <p>{t('payment.nothingToPay')}</p>
      </ConfirmForm>
    );
  }
  if (createPaymentSessions.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-danger">
          {t('payment.error')} {t(checkoutErrorKey(createPaymentSessions.error))}
        </p>
        <Button variant="secondary" onClick={() => mutate()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (needsSessions && createPaymentSessions.isSuccess) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('payment.none')}
      </p>
    );
  }
  if (needsSessions) {
    return (
      <div aria-busy="true" className="flex items-center gap-3">
        <Spinner label={t('payment.preparing')} />
        <span>{t('payment.preparing')}</span>
      </div>
    );
  }
  return (
    <PaymentForm
      cart={cart}
      providers={sessions.map((session) => session.provider_id)}
      draft={draft}
      onDraftChange={onDraftChange}
      notice={notice}
      onDone={onDone}
    />
  );
}
