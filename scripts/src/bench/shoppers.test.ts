import { describe, expect, it } from 'vitest';
import { MIX, pickAction } from './shoppers.ts';

describe('pickAction', () => {
  const weights = { listing: 3, product: 1 };

  it('picks each action for its share of the weights', () => {
    expect(pickAction(weights, 0)).toBe('listing');
    expect(pickAction(weights, 0.74)).toBe('listing');
    expect(pickAction(weights, 0.75)).toBe('product');
    expect(pickAction(weights, 0.999)).toBe('product');
  });

  it('checks out and changes quantities only with a cart', () => {
    expect(MIX.browsing.checkout).toBeUndefined();
    expect(MIX.browsing.quantity).toBeUndefined();
    expect(MIX.withCart.checkout).toBeGreaterThan(0);
  });
});
