import { ClientError, ClientErrorKind, type ErrorCode } from '@commerce/client';

/** The cart refusals the shopper can act on, by the server's error code. */
const KNOWN_CODES = [
  'discount_not_found',
  'discount_disabled',
  'discount_not_started',
  'discount_expired',
  'discount_usage_limit_reached',
  'discount_region',
  'discount_customer_group',
  'too_many_discounts',
  'gift_card_not_found',
  'gift_card_region',
  'insufficient_inventory',
] as const satisfies readonly ErrorCode[];

export type CartErrorKey = `errors.${(typeof KNOWN_CODES)[number] | 'network' | 'unknown'}`;

/** The `cart` namespace key that explains a failed cart action in the shopper's language. */
export function cartErrorKey(error: unknown): CartErrorKey {
  if (error instanceof ClientError) {
    // The answer's code as sent, not `errorCode(error)`: the codes matched here are the
    // catalogue's (KNOWN_CODES satisfies ErrorCode[]), so an unlisted one still matches none,
    // and the product page's chunk does not carry the whole catalogue (1.7 KB gzip, issue 23).
    const code = error.body?.code;
    const known = KNOWN_CODES.find((candidate) => candidate === code);
    if (known) return `errors.${known}`;
    if (error.kind === ClientErrorKind.Network || error.kind === ClientErrorKind.Timeout) {
      return 'errors.network';
    }
  }
  return 'errors.unknown';
}
