import type { Cart } from '@commerce/client';
import type { TFunction } from 'i18next';
import { CARD_PROVIDER, isCardAccepted } from './checkout-steps.ts';
import type { CheckoutKey } from './schemas.ts';

/** Names of the payment providers the store knows (server/src/payments/providers.ts). */
const PROVIDER_LABELS: Readonly<Record<string, { label: CheckoutKey; hint: CheckoutKey }>> = {
  manual: { label: 'payment.manual', hint: 'payment.manualHint' },
  'test-card': { label: 'payment.testCard', hint: 'payment.testCardHint' },
};

/** The `checkout` key naming a provider; undefined for one the storefront does not know. */
export function providerLabelKey(providerId: string): CheckoutKey | undefined {
  return PROVIDER_LABELS[providerId]?.label;
}

/** The `checkout` key saying how paying with a provider works, if the storefront knows it. */
export function providerHintKey(providerId: string): CheckoutKey | undefined {
  return PROVIDER_LABELS[providerId]?.hint;
}

/** How the cart is paid, in a line: the provider's name, and the card's last digits. */
export function paymentSummary(cart: Cart, t: TFunction<'checkout'>): string {
  const session = cart.payment_session;
  if (!session) return t('payment.nothingToPay');
  const key = providerLabelKey(session.provider_id);
  const name = key ? t(key) : session.provider_id;
  const last4 = session.data?.card_last4;
  return typeof last4 === 'string' ? t('payment.cardEnding', { name, last4 }) : name;
}

/**
 * Why the cart's payment cannot go ahead, as the server holds it (a shopper coming back
 * after a declined card reads why the payment step is open again); null when nothing failed.
 */
export function paymentProblemOf(cart: Cart): CheckoutKey | null {
  const session = cart.payment_session;
  if (!session) return null;
  const isCard = session.provider_id === CARD_PROVIDER;
  switch (session.status) {
    case 'error':
      return session.data?.three_d_secure === 'failed'
        ? 'payment.challengeFailed'
        : 'payment.declined';
    case 'requires_more':
      return isCard && session.data?.three_d_secure === 'required'
        ? 'payment.challengeWaiting'
        : 'payment.requiresMore';
    case 'pending':
      if (!isCard || typeof session.data?.card_last4 !== 'string') return null;
      if (isCardAccepted(session.data)) return null;
      return session.data?.three_d_secure === 'failed'
        ? 'payment.challengeFailed'
        : 'payment.declined';
    default:
      return null;
  }
}
