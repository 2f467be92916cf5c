import type { AuthorizationResult, PaymentProvider, ProviderData } from './provider.ts';

/*
 * `test-card`: a card provider for tests and the demo store that decides by card number,
 * so every path of checkout can be exercised (the rule is in server/README.md):
 *
 * - 4242 4242 4242 4242 (any number starting 4242) authorizes;
 * - 4000 0000 0000 0002 is declined;
 * - 4000 0027 6000 3184 requires more action (3-D Secure) until the session is updated
 *   with `three_d_secure: 'passed'`;
 * - any other number is declined, and a session without a card requires more action.
 *
 * The number itself is never kept: the session's data (which the storefront sees) holds
 * only its last four digits and the outcome class, in case someone types a real card.
 */

export type CardClass = 'authorizes' | 'declines' | 'requires_action' | 'unknown';

export function classifyCard(number: string): CardClass {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === '4000000000000002') return 'declines';
  if (digits === '4000002760003184') return 'requires_action';
  if (/^4242\d{12}$/.test(digits)) return 'authorizes';
  return 'unknown';
}

function applyCard(current: ProviderData, update: ProviderData): ProviderData {
  const { card_number: number, ...rest } = update;
  const next: ProviderData = { ...current, ...rest };
  if (typeof number === 'string') {
    const digits = number.replace(/[\s-]/g, '');
    next.card_last4 = digits.slice(-4);
    next.card_class = classifyCard(digits);
    // A new card starts its own authentication.
    if (!('three_d_secure' in rest)) delete next.three_d_secure;
  }
  return next;
}

function decide(data: ProviderData): AuthorizationResult {
  switch (data.card_class) {
    case 'authorizes':
      return { status: 'authorized', data: { ...data, status: 'authorized' } };
    case 'requires_action':
      return data.three_d_secure === 'passed'
        ? { status: 'authorized', data: { ...data, status: 'authorized' } }
        : {
            status: 'requires_more',
            data: { ...data, status: 'requires_more' },
            message: 'The card requires authentication (3-D Secure) before it can be charged',
          };
    case undefined:
      return {
        status: 'requires_more',
        data: { ...data, status: 'requires_more' },
        message: 'Card details are needed to authorize the payment',
      };
    default:
      return {
        status: 'error',
        data: { ...data, status: 'error' },
        message: 'The card was declined',
      };
  }
}

export const testCardPaymentProvider: PaymentProvider = {
  id: 'test-card',
  initiate: async () => ({ status: 'pending' }),
  updateData: async (current, update) => applyCard(current, update),
  authorize: async (data) => decide(data),
  capture: async (data) => ({ ...data, status: 'captured' }),
  refund: async (data, amount) => ({
    ...data,
    refunded: (typeof data.refunded === 'number' ? data.refunded : 0) + amount,
  }),
  cancel: async (data) => ({ ...data, status: 'canceled' }),
};
