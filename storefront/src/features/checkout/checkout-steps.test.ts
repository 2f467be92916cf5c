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
      payment_session: { provider_id: 'manual', status: 'pending', data: {} },
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
      cart({
        payment_session: { provider_id: 'test-card', status: 'pending', data },
      } as Partial<Cart>);
    expect(isStepDone(card({}), 'payment')).toBe(false);
    expect(isStepDone(card({ card_last4: '4242', card_class: 'authorizes' }), 'payment')).toBe(
      true,
    );
    expect(isStepDone(cart({ total: 0 }), 'payment')).toBe(true);
  });

  it("takes the payment as done only as the server holds it, never a refused card's", () => {
    const session = (status: string, data: object = {}, provider_id = 'test-card') =>
      cart({ payment_session: { provider_id, status, data } } as Partial<Cart>);
    const good = { card_last4: '4242', card_class: 'authorizes' };
    const secure = { card_last4: '3184', card_class: 'requires_action' };
    expect(isStepDone(session('pending', good), 'payment')).toBe(true);
    expect(isStepDone(session('authorized', good), 'payment')).toBe(true);
    expect(isStepDone(session('pending', secure), 'payment')).toBe(true);
    expect(isStepDone(session('pending', { ...secure, three_d_secure: 'passed' }), 'payment')).toBe(
      true,
    );
    // Declined (before or at completion), a failed or waiting challenge, an ended session.
    const declined = { card_last4: '0002', card_class: 'declines' };
    expect(isStepDone(session('pending', declined), 'payment')).toBe(false);
    expect(
      isStepDone(session('pending', { card_last4: '1111', card_class: 'unknown' }), 'payment'),
    ).toBe(false);
    expect(isStepDone(session('error', good), 'payment')).toBe(false);
    expect(isStepDone(session('pending', { ...secure, three_d_secure: 'failed' }), 'payment')).toBe(
      false,
    );
    expect(
      isStepDone(session('requires_more', { ...secure, three_d_secure: 'required' }), 'payment'),
    ).toBe(false);
    expect(isStepDone(session('canceled', {}, 'manual'), 'payment')).toBe(false);
    expect(isStepDone(session('pending', {}, 'manual'), 'payment')).toBe(true);
  });
});
