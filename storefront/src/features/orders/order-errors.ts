import { ClientError, ClientErrorKind, type ErrorCode, errorCode } from '@commerce/client';
import type { ParseKeys } from 'i18next';

/** A key of the `orders` namespace: what schemas and error mappings answer. */
export type OrdersKey = ParseKeys<'orders'>;

/** The server's refusals after the order that a shopper can act on, by error code. */
const KNOWN_CODES = [
  'return_exceeds_fulfilled',
  'not_a_return_option',
  'order_has_account',
  'invalid_token',
  'insufficient_inventory',
  'payment_authorization_error',
  'payment_session_required',
  'shipping_method_required',
  'swap_canceled',
  'swap_cart_reductions',
  'variant_not_priced',
  'order_edit_unpaid',
] as const satisfies readonly ErrorCode[];

/**
 * The `orders` key that explains a failed request in the shopper's language: a known
 * refusal, a whole family of them (an edit no longer open, an order not shipped yet or
 * closed), a 404 as the caller words it, too many attempts, an unreachable store.
 */
export function orderErrorKey(error: unknown, notFound: OrdersKey = 'errors.notFound'): OrdersKey {
  if (!(error instanceof ClientError)) return 'errors.unknown';
  if (error.kind === ClientErrorKind.Network || error.kind === ClientErrorKind.Timeout) {
    return 'errors.network';
  }
  const code = errorCode(error) ?? '';
  const known = KNOWN_CODES.find((candidate) => candidate === code);
  if (known) return `errors.${known}`;
  // `order_edit_<status>`: the edit was declined, confirmed or canceled meanwhile.
  if (code.startsWith('order_edit_')) return 'errors.editClosed';
  // `order_fulfillment_status_<status>`: nothing of the order was delivered yet.
  if (code.startsWith('order_fulfillment_status_')) return 'errors.notShipped';
  if (code.startsWith('order_status_')) return 'errors.orderClosed';
  if (error.status === 404) return notFound;
  if (error.status === 429) return 'errors.tooManyRequests';
  if (error.status === 401) return 'errors.signIn';
  return 'errors.unknown';
}
