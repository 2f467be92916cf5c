import type { Cart } from '@commerce/client';
import { describe, expect, it } from 'vitest';
import { isCompleteAddress, isStepDone, nextOpenStep } from './checkout-steps.ts';

const address = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address_1: 'Unter den Linden 1',
  city: 'Berlin',
  postal_code: '10117',
  country_code: 'de',
};

/** A cart with one line, as far as the steps read it. */
function cart(fields: Partial<Cart> = {}): Cart {
  return {
    id: 'cart_1',
    email: null,
    total: 2340,
    items: [{ id: 'item_1', is_return: false, has_shipping: false }],
    shipping_address: null,
    billing_address: null,
    shipping_methods: [],
    payment_session: null,
    ...fields,
  } as unknown as Cart;
}

const shipped = { items: [{ id: 'item_1', is_return: false, has_shipping: true }] };

describe('checkout steps', () => {
  it('takes an address holding only the chosen country for no address yet', () => {
    expect(isCompleteAddress({ country_code: 'de' })).toBe(false);
    expect(isCompleteAddress({ ...address, city: ' ' })).toBe(false);
    expect(isCompleteAddress(address)).toBe(true);
  });

  it('opens the first step not done, then the review', () => {
    expect(nextOpenStep(cart())).toBe('email');
    expect(nextOpenStep(cart({ email: 'grace@example.com' }))).toBe('shipping');
    const ready = cart({
      email: 'grace@example.com',
      shipping_address: address,
      billing_address: address,
      shipping_methods: [{ id: 'sm_1' }],
      payment_session: { provider_id: 'manual', data: {} },
      ...shipped,
    } as Partial<Cart>);
    expect(nextOpenStep(ready)).toBe('review');
  });

  it('leads from a changed step on to what is still missing', () => {
    const lostDelivery = cart({
      email: 'grace@example.com',
      shipping_address: address,
      billing_address: address,
    } as Partial<Cart>);
    expect(nextOpenStep(lostDelivery, 'email')).toBe('delivery');
    expect(nextOpenStep(lostDelivery, 'billing')).toBe('delivery');
  });

  it('needs a card number in a test-card session, and nothing when there is nothing to pay', () => {
    const card = (data: object) =>
      cart({ payment_session: { provider_id: 'test-card', data } } as Partial<Cart>);
    expect(isStepDone(card({}), 'payment')).toBe(false);
    expect(isStepDone(card({ card_last4: '4242' }), 'payment')).toBe(true);
    expect(isStepDone(cart({ total: 0 }), 'payment')).toBe(true);
  });
});
