import { describe, expect, it } from 'vitest';
import * as cart from './session-cart.ts';

const eur = { id: 'reg_eu', currency_code: 'eur', tax_rate: 25 };
const usd = { id: 'reg_us', currency_code: 'usd', tax_rate: 0 };
const shirt = {
  id: 'variant_shirt',
  inventory_quantity: 3,
  prices: [
    { currency_code: 'eur', amount: 1000 },
    { currency_code: 'usd', amount: 1200 },
  ],
};
const mug = {
  id: 'variant_mug',
  inventory_quantity: 10,
  prices: [{ currency_code: 'eur', amount: 400 }],
};

function withItems() {
  let state = cart.setRegion(cart.emptySessionCart, eur);
  state = cart.addItem(state, { variant: shirt, quantity: 2 });
  return cart.addItem(state, { variant: mug, quantity: 1 });
}

describe('session cart (specification section 5)', () => {
  it('prices lines in the region currency with tax and sums the totals', () => {
    const state = withItems();
    expect(state.items.map((i) => i.total)).toEqual([25, 5]);
    expect(state.total).toBe(30);
    expect(state.totalItems).toBe(3);
  });

  it('setRegion needs a non-empty object and recomputes every total', () => {
    for (const bad of [{}, null, undefined, 'eur', []]) {
      expect(() => cart.setRegion(cart.emptySessionCart, bad)).toThrow(
        'region must be a non-empty object',
      );
    }
    const state = cart.setRegion(withItems(), usd);
    expect(state.items.map((i) => i.total)).toEqual([24, 0]);
    expect(state.total).toBe(24);
  });

  it('addItem needs a non-empty object', () => {
    for (const bad of [{}, null, 3, []]) {
      expect(() => cart.addItem(cart.emptySessionCart, bad)).toThrow(
        'item must be a non-empty object',
      );
    }
  });

  it('addItem replaces the earlier line of the same variant', () => {
    const state = cart.addItem(withItems(), { variant: shirt, quantity: 1 });
    expect(state.items.map((i) => [i.variant.id, i.quantity])).toEqual([
      ['variant_shirt', 1],
      ['variant_mug', 1],
    ]);
  });

  it('setItems needs an array', () => {
    expect(() => cart.setItems(cart.emptySessionCart, { variant: shirt })).toThrow(
      'items must be an array of items',
    );
    expect(cart.setItems(withItems(), []).items).toEqual([]);
  });

  it('updateItemQuantity makes zero or less 1 and caps at inventory_quantity', () => {
    const state = withItems();
    expect(cart.getItem(cart.updateItemQuantity(state, shirt.id, 0), shirt.id)?.quantity).toBe(1);
    expect(cart.getItem(cart.updateItemQuantity(state, shirt.id, -4), shirt.id)?.quantity).toBe(1);
    expect(cart.getItem(cart.updateItemQuantity(state, shirt.id, 99), shirt.id)?.quantity).toBe(3);
    expect(cart.getItem(cart.updateItemQuantity(state, shirt.id, 2), shirt.id)?.quantity).toBe(2);
  });

  it('incrementItemQuantity caps at inventory_quantity; decrementItemQuantity floors at 0', () => {
    let state = withItems();
    state = cart.incrementItemQuantity(state, shirt.id);
    state = cart.incrementItemQuantity(state, shirt.id);
    expect(cart.getItem(state, shirt.id)?.quantity).toBe(3);
    state = cart.decrementItemQuantity(state, mug.id);
    state = cart.decrementItemQuantity(state, mug.id);
    expect(cart.getItem(state, mug.id)?.quantity).toBe(0);
  });

  it('removeItem, getItem and clearItems', () => {
    let state = cart.removeItem(withItems(), shirt.id);
    expect(cart.getItem(state, shirt.id)).toBeUndefined();
    expect(state.totalItems).toBe(1);
    state = cart.clearItems(state);
    expect(state).toMatchObject({ items: [], total: 0, totalItems: 0, region: eur });
  });

  it('survives corrupt stored data', () => {
    expect(cart.parseStoredSessionCart('{not json')).toEqual(cart.emptySessionCart);
    expect(cart.parseStoredSessionCart('"a string"')).toEqual(cart.emptySessionCart);
    expect(
      cart.parseStoredSessionCart(
        JSON.stringify({
          region: 5,
          items: [null, { variant: {} }, { variant: shirt, quantity: 'x' }],
        }),
      ),
    ).toEqual(cart.emptySessionCart);
    const restored = cart.parseStoredSessionCart(cart.serializeSessionCart(withItems()));
    expect(restored).toEqual(withItems());
  });
});
