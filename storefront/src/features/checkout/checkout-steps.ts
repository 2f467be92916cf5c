import type { Address, Cart } from '@commerce/client';

/** The checkout's steps, in the order the shopper goes through them. */
export const CHECKOUT_STEPS = [
  'email',
  'shipping',
  'billing',
  'delivery',
  'payment',
  'review',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The payment provider whose session needs a card number (server/README.md, "Payment providers"). */
export const CARD_PROVIDER = 'test-card';

type CartAddress = Pick<
  Address,
  'first_name' | 'last_name' | 'address_1' | 'city' | 'postal_code' | 'country_code'
>;

/**
 * Whether an address has what a parcel needs. A cart made in a chosen country already has a
 * shipping address holding only that country, which is not an address yet.
 */
export function isCompleteAddress(address: Partial<CartAddress> | null | undefined): boolean {
  if (!address) return false;
  return [
    address.first_name,
    address.last_name,
    address.address_1,
    address.city,
    address.postal_code,
    address.country_code,
  ].every((value) => typeof value === 'string' && value.trim() !== '');
}

/** The countries of the cart's region: the only ones it ships to (`country_not_in_region`). */
export function regionCountries(cart: Cart): string[] {
  return (cart.region?.countries ?? []).map((country) => country.iso_2.toLowerCase());
}

type SessionData = Record<string, unknown> | null | undefined;

/**
 * Whether the test card in a session's data is one the provider takes: a card that
 * authorizes, or one whose bank's challenge (3-D Secure) has not failed. A declined or
 * unknown number never is (server/src/payments/test-card.ts).
 */
export function isCardAccepted(data: SessionData): boolean {
  if (typeof data?.card_last4 !== 'string') return false;
  if (data.card_class === 'authorizes') return true;
  return data.card_class === 'requires_action' && data.three_d_secure !== 'failed';
}

/**
 * Whether the selected payment session can be paid with, as the server holds it (never as
 * the browser remembers it): authorized, or pending with data its provider takes. A session
 * the provider declined (`error`), one that waits for the shopper (`requires_more`) or a
 * canceled one is not, so the checkout never offers "Place order" over it.
 */
export function isPaymentReady(cart: Cart): boolean {
  const session = cart.payment_session;
  if (!session) return cart.total === 0;
  if (session.status === 'authorized') return true;
  if (session.status !== 'pending') return false;
  if (session.provider_id === CARD_PROVIDER) return isCardAccepted(session.data);
  return true;
}

/**
 * Whether completing the cart asked for the test card's 3-D Secure challenge: the session
 * waits for the shopper with a challenge the provider opened.
 */
export function needsCardChallenge(cart: Cart): boolean {
  const session = cart.payment_session;
  return (
    session?.provider_id === CARD_PROVIDER &&
    session.status === 'requires_more' &&
    session.data?.three_d_secure === 'required'
  );
}

/** Whether every line that ships has a shipping method of its profile. */
export function isDeliveryChosen(cart: Cart): boolean {
  const items = cart.items ?? [];
  if ((cart.shipping_methods ?? []).length === 0) return false;
  return items.every((item) => item.is_return || item.has_shipping !== false);
}

export function isStepDone(cart: Cart, step: CheckoutStep): boolean {
  switch (step) {
    case 'email':
      return Boolean(cart.email);
    case 'shipping':
      return isCompleteAddress(cart.shipping_address);
    case 'billing':
      return isCompleteAddress(cart.billing_address);
    case 'delivery':
      return isDeliveryChosen(cart);
    case 'payment':
      return isPaymentReady(cart);
    case 'review':
      return false;
  }
}

/**
 * The step to open: the first one not done yet, looking from the step after `after` on (so
 * changing an early step leads on to what is still missing, else to the review).
 */
export function nextOpenStep(cart: Cart, after?: CheckoutStep): CheckoutStep {
  const start = after ? CHECKOUT_STEPS.indexOf(after) + 1 : 0;
  const before = CHECKOUT_STEPS.slice(0, start).find((step) => !isStepDone(cart, step));
  if (before) return before;
  return CHECKOUT_STEPS.slice(start).find((step) => !isStepDone(cart, step)) ?? 'review';
}
