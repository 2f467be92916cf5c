import { ClientError, ClientErrorKind, type ErrorCode, errorCode } from '@commerce/client';
import type { CheckoutKey } from './schemas.ts';

/** The server's refusals during checkout the shopper can act on, by error code. */
const KNOWN_CODES = [
  'payment_authorization_error',
  'payment_data_refused',
  'country_not_in_region',
  'insufficient_inventory',
  'cart_empty',
  'email_required',
  'shipping_address_required',
  'shipping_method_required',
  'payment_session_required',
  'gift_card_unavailable',
  'gift_card_balance_changed',
  'cart_completed',
] as const satisfies readonly ErrorCode[];

export type CheckoutErrorCode = (typeof KNOWN_CODES)[number];

/** The server's error code of a failed request, when it is one the checkout explains. */
export function checkoutErrorCode(error: unknown): CheckoutErrorCode | undefined {
  if (!(error instanceof ClientError)) return undefined;
  const code = errorCode(error);
  return KNOWN_CODES.find((candidate) => candidate === code);
}

/** Whether the payment provider declined the card (server/README.md, "Completing a cart"). */
export function isDeclined(error: unknown): boolean {
  return checkoutErrorCode(error) === 'payment_authorization_error';
}

/** The `checkout` key that explains a failed checkout request in the shopper's language. */
export function checkoutErrorKey(error: unknown): CheckoutKey {
  const code = checkoutErrorCode(error);
  if (code) return `errors.${code}`;
  if (error instanceof ClientError) {
    // Every discount refusal at completion (used up, expired…) reads the same to a shopper.
    if (errorCode(error)?.startsWith('discount_')) return 'errors.discount_unavailable';
    if (error.kind === ClientErrorKind.Network || error.kind === ClientErrorKind.Timeout) {
      return 'errors.network';
    }
  }
  return 'errors.unknown';
}
