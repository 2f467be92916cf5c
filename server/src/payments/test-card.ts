import {
  type AuthorizationResult,
  type PaymentContext,
  type PaymentProvider,
  type ProviderData,
  refuseData,
} from './provider.ts';

/*
 * `test-card`: a card provider for tests and the demo store that decides by card number,
 * so every path of checkout can be exercised (the rule is in server/README.md):
 *
 * - 4242 4242 4242 4242 (any number starting 4242) authorizes;
 * - 4000 0000 0000 0002 is declined;
 * - 4000 0027 6000 3184 requires more action (3-D Secure): its first authorization asks
 *   for a challenge (`three_d_secure: 'required'`, for the amount then due), and the
 *   session is then updated with the challenge's outcome, `three_d_secure: 'passed'` (it
 *   authorizes) or `'failed'` (it is declined);
 * - any other number is declined, and a session without a card requires more action.
 *
 * The number itself is never kept: the session's data (which the storefront sees) holds
 * only its last four digits and the outcome class, in case someone types a real card.
 *
 * Who may say "passed". With a real provider the bank tells the provider the outcome of
 * its challenge, and the storefront's word is never taken. This provider has no bank: the
 * storefront shows a simulated challenge and sends its outcome, so the rule it keeps is the
 * part a real provider keeps too. An outcome is taken only as the answer to a challenge the
 * provider asked for, on the card it asked it for, once; and the keys the provider writes
 * itself (`card_class`, `card_last4`, `status`, the challenge's amount) are never taken
 * from a request. Anything else answers `400 payment_data_refused`, the session unchanged.
 */

export type CardClass = 'authorizes' | 'declines' | 'requires_action' | 'unknown';

/** The outcomes of a 3-D Secure challenge the storefront may report. */
const OUTCOMES = ['passed', 'failed'] as const;

/** Keys only the provider writes; a request carrying one is refused. */
const PROVIDER_KEYS = ['card_class', 'card_last4', 'status', 'three_d_secure_amount'] as const;

export function classifyCard(number: string): CardClass {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === '4000000000000002') return 'declines';
  if (digits === '4000002760003184') return 'requires_action';
  if (/^4242\d{12}$/.test(digits)) return 'authorizes';
  return 'unknown';
}

function applyOutcome(current: ProviderData, outcome: unknown): ProviderData {
  if (!OUTCOMES.some((known) => known === outcome)) {
    throw refuseData("three_d_secure must be 'passed' or 'failed'");
  }
  if (current.card_class !== 'requires_action' || current.three_d_secure !== 'required') {
    throw refuseData('No 3-D Secure challenge is waiting for an answer on this payment session');
  }
  return { ...current, three_d_secure: outcome };
}

function applyCard(current: ProviderData, update: ProviderData): ProviderData {
  const written = PROVIDER_KEYS.find((key) => key in update);
  if (written) throw refuseData(`${written} is set by the payment provider, not by a request`);
  const { card_number: number, three_d_secure: outcome, ...rest } = update;
  if ('three_d_secure' in update) {
    // A new card starts its own challenge: an outcome cannot come with it.
    if (number !== undefined) throw refuseData('A 3-D Secure outcome cannot come with a new card');
    return { ...applyOutcome(current, outcome), ...rest };
  }
  const next: ProviderData = { ...current, ...rest };
  if (typeof number === 'string') {
    const digits = number.replace(/[\s-]/g, '');
    next.card_last4 = digits.slice(-4);
    next.card_class = classifyCard(digits);
    delete next.three_d_secure;
    delete next.three_d_secure_amount;
  }
  return next;
}

/** The challenge the bank asks for before it authorizes `amount`. */
function challenge(data: ProviderData, amount: number): AuthorizationResult {
  return {
    status: 'requires_more',
    data: {
      ...data,
      status: 'requires_more',
      three_d_secure: 'required',
      three_d_secure_amount: amount,
    },
    message: 'The card requires authentication (3-D Secure) before it can be charged',
  };
}

function decide(data: ProviderData, context: PaymentContext): AuthorizationResult {
  switch (data.card_class) {
    case 'authorizes':
      return { status: 'authorized', data: { ...data, status: 'authorized' } };
    case 'requires_action':
      if (data.three_d_secure === 'failed') {
        return {
          status: 'error',
          data: { ...data, status: 'error' },
          message: 'The card was declined: its 3-D Secure authentication failed',
        };
      }
      // A confirmation covers the amount the shopper saw; another amount asks again.
      return data.three_d_secure === 'passed' && data.three_d_secure_amount === context.amount
        ? { status: 'authorized', data: { ...data, status: 'authorized' } }
        : challenge(data, context.amount);
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
  authorize: async (data, context) => decide(data, context),
  capture: async (data) => ({ ...data, status: 'captured' }),
  refund: async (data, amount) => ({
    ...data,
    refunded: (typeof data.refunded === 'number' ? data.refunded : 0) + amount,
  }),
  cancel: async (data) => ({ ...data, status: 'canceled' }),
};
