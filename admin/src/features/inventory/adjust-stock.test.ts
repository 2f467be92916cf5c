import { describe, expect, it } from 'vitest';
import { type Adjustment, adjustedQuantity, BelowZeroError } from './adjust-stock.ts';

const at = (mode: Adjustment['mode'], amount: number): Adjustment => ({
  locationId: 'sloc_1',
  field: 'stocked_quantity',
  mode,
  amount,
});

describe('adjustedQuantity', () => {
  it('sets the quantity, or adds to (and takes from) the current one', () => {
    expect(adjustedQuantity(7, at('set', 0))).toBe(0);
    expect(adjustedQuantity(7, at('add', 5))).toBe(12);
    expect(adjustedQuantity(7, at('add', -7))).toBe(0);
  });

  it('refuses a change that would leave fewer than zero units', () => {
    expect(() => adjustedQuantity(3, at('add', -4))).toThrow(BelowZeroError);
  });
});
