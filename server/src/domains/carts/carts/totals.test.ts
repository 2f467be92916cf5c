import { describe, expect, it } from 'vitest';
import { computeTotals, itemTotals, shippingTotals, taxIn, taxOn } from './totals.ts';

/** The pure arithmetic; totals.api.test.ts checks the same rules through the API. */

const item = (over: Partial<Parameters<typeof itemTotals>[0]> = {}) => ({
  unit_price: 1000,
  quantity: 2,
  includes_tax: false,
  adjustments: [] as number[],
  tax_rates: [25],
  ...over,
});

describe('totals', () => {
  it('rounds tax once per line', () => {
    expect(taxOn(999, 12.5)).toBe(125);
    expect(taxIn(1125, 12.5)).toBe(125);
    expect(taxIn(1000, 0)).toBe(0);
  });

  it.each([
    {
      name: 'tax exclusive',
      input: item(),
      expected: { subtotal: 2000, discount_total: 0, tax_total: 500, total: 2500 },
    },
    {
      name: 'tax exclusive with a discount',
      input: item({ adjustments: [200] }),
      expected: { subtotal: 2000, discount_total: 200, tax_total: 450, total: 2250 },
    },
    {
      name: 'tax inclusive',
      input: item({ unit_price: 1250, includes_tax: true }),
      expected: { subtotal: 2000, discount_total: 0, tax_total: 500, total: 2500 },
    },
    {
      name: 'tax inclusive with a gross discount',
      input: item({ unit_price: 1250, includes_tax: true, adjustments: [250] }),
      expected: { subtotal: 2000, discount_total: 200, tax_total: 450, total: 2250 },
    },
    {
      name: 'several tax lines add up',
      input: item({ tax_rates: [10, 2.5] }),
      expected: { subtotal: 2000, discount_total: 0, tax_total: 250, total: 2250 },
    },
    {
      name: 'a discount never passes the line',
      input: item({ adjustments: [5000] }),
      expected: { subtotal: 2000, discount_total: 2000, tax_total: 0, total: 0 },
    },
  ])('$name', ({ input, expected }) => {
    const totals = itemTotals(input);
    expect(totals).toMatchObject(expected);
    expect(totals.subtotal - totals.discount_total + totals.tax_total).toBe(totals.total);
  });

  it('taxes shipping inside or on top of its price', () => {
    expect(shippingTotals({ price: 500, includes_tax: false, tax_rates: [25] })).toEqual({
      subtotal: 500,
      tax_total: 125,
      total: 625,
    });
    expect(shippingTotals({ price: 625, includes_tax: true, tax_rates: [25] })).toEqual({
      subtotal: 500,
      tax_total: 125,
      total: 625,
    });
  });

  it('lets gift cards cover up to the total and spreads them over the lines', () => {
    const items = [item(), item({ unit_price: 500, quantity: 1 })];
    const shipping = [{ price: 500, includes_tax: false, tax_rates: [25] }];
    const partial = computeTotals(items, shipping, 1000);
    expect(partial.totals).toEqual({
      subtotal: 2500,
      discount_total: 0,
      item_tax_total: 625,
      shipping_total: 500,
      shipping_tax_total: 125,
      tax_total: 750,
      gift_card_total: 1000,
      gift_card_tax_total: 0,
      total: 2750,
    });
    expect(partial.items.reduce((sum, t) => sum + t.gift_card_total, 0)).toBeLessThanOrEqual(1000);
    const full = computeTotals(items, shipping, 10_000);
    expect(full.totals).toMatchObject({ gift_card_total: 3750, total: 0 });
  });
});
