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

/** Whether the selected payment session has what its provider needs to authorize. */
export function isPaymentReady(cart: Cart): boolean {
  const session = cart.payment_session;
  if (!session) return cart.total === 0;
  if (session.provider_id === CARD_PROVIDER) return typeof session.data?.card_last4 === 'string';
  return true;
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
