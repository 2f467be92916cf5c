import { describe, expect, it } from 'vitest';
import {
  displayTotals,
  lineAmount,
  methodAmount,
  shippingOptionAmount,
  type TotalsSource,
  unitAmount,
} from './tax-amounts.ts';
import { catalogTaxNote, taxDisplayOf, unitPrice } from './tax-display.ts';

/*
 * The amounts below are what the server answers (server/src/domains/carts/carts/totals.ts):
 * subtotal, discount_total and shipping_total net of tax, line totals with it.
 */

/** A net region (20 % added): 2 × 19.50 and 1 × 0.99, shipping 4.90, nothing off. */
const netCart: TotalsSource = {
  items: [
    {
      unit_price: 1950,
      quantity: 2,
      subtotal: 3900,
      tax_total: 780,
      total: 4680,
      original_total: 4680,
    },
    { unit_price: 99, quantity: 1, subtotal: 99, tax_total: 20, total: 119, original_total: 119 },
  ],
  shipping_methods: [{}],
  subtotal: 3999,
  discount_total: 0,
  shipping_total: 490,
  shipping_tax_total: 98,
  tax_total: 898,
  gift_card_total: 0,
  total: 5387,
};

/**
 * A gross region (prices include 20 %): 3 × 3.33 with tax rounded inside each line, 10 %
 * off the first line, shipping 5.88 with tax, a gift card covering 2.00.
 */
const grossCart: TotalsSource = {
  items: [
    // 999 gross: 167 tax inside, 832 net; 100 off gross leaves 899, 150 tax inside.
    {
      unit_price: 333,
      quantity: 3,
      subtotal: 832,
      tax_total: 150,
      total: 899,
      original_total: 999,
    },
    // 1001 gross: 167 tax inside.
    {
      unit_price: 1001,
      quantity: 1,
      subtotal: 834,
      tax_total: 167,
      total: 1001,
      original_total: 1001,
    },
  ],
  shipping_methods: [{}],
  subtotal: 1666,
  discount_total: 83,
  shipping_total: 490,
  shipping_tax_total: 98,
  tax_total: 415,
  gift_card_total: 200,
  total: 2288,
};

const adds = (shown: ReturnType<typeof displayTotals>) =>
  shown.rows.reduce((sum, row) => sum + (row.minus ? -row.amount : row.amount), 0);

describe('the tax display rule', () => {
  it('is decided by whether the region’s prices include tax', () => {
    expect(taxDisplayOf({ includes_tax: true, tax_rate: 20 })).toBe('gross');
    expect(taxDisplayOf({ includes_tax: false, tax_rate: 20 })).toBe('net');
    expect(taxDisplayOf({ tax_rate: 0 })).toBe('net');
    expect(taxDisplayOf(undefined)).toBe('net');
  });

  it('shows a net region’s lines without tax, adding up to the subtotal, and a Tax row', () => {
    const lines = (netCart.items ?? []).map((line) => lineAmount(line, 'net'));
    expect(lines).toEqual([3900, 99]);
    const shown = displayTotals(netCart, 'net');
    expect(shown.rows).toEqual([
      { key: 'subtotal', amount: 3999, minus: false },
      { key: 'shipping', amount: 490, minus: false },
      { key: 'tax', amount: 898, minus: false },
    ]);
    expect(lines.reduce((a, b) => a + b)).toBe(shown.rows[0]?.amount);
    expect(adds(shown)).toBe(shown.total);
    expect(shown.total).toBe(5387);
    expect(shown.includedTax).toBeNull();
  });

  it('shows a gross region’s lines, shipping and discount with tax, to the cent of the total', () => {
    const lines = (grossCart.items ?? []).map((line) => lineAmount(line, 'gross'));
    expect(lines).toEqual([999, 1001]);
    const shown = displayTotals(grossCart, 'gross');
    expect(shown.rows).toEqual([
      { key: 'subtotal', amount: 2000, minus: false },
      // The discount with its tax: 100 off the gross line.
      { key: 'discount', amount: 100, minus: true },
      { key: 'shipping', amount: 588, minus: false },
      { key: 'giftCard', amount: 200, minus: true },
    ]);
    expect(lines.reduce((a, b) => a + b)).toBe(shown.rows[0]?.amount);
    expect(adds(shown)).toBe(2288);
    expect(shown.total).toBe(2288);
    // No Tax row: the tax is inside, said once under the total.
    expect(shown.rows.some((row) => row.key === 'tax')).toBe(false);
    expect(shown.includedTax).toBe(415);
  });

  it('leaves out rows worth nothing, and shipping until a method is chosen', () => {
    const empty = displayTotals(
      { ...netCart, shipping_methods: [], shipping_total: 0, tax_total: 0, total: 3999 },
      'net',
    );
    expect(empty.rows.map((row) => row.key)).toEqual(['subtotal']);
    const taxFree = displayTotals({ ...grossCart, tax_total: 0 }, 'gross');
    expect(taxFree.includedTax).toBeNull();
  });

  it('prices a shipping option as the summary will show it once chosen', () => {
    const region = { tax_rate: 20 };
    // An option priced without tax: 4.90, or 5.88 with it.
    const plain = { amount: 490, includes_tax: false, price_incl_tax: 588 };
    expect(shippingOptionAmount(plain, 'net', region)).toBe(490);
    expect(shippingOptionAmount(plain, 'gross', region)).toBe(588);
    // An option priced with tax: 5.00 holds 0.83 (833.33… rounded), net 4.17.
    const inclusive = { amount: 500, includes_tax: true, price_incl_tax: 500 };
    expect(shippingOptionAmount(inclusive, 'gross', region)).toBe(500);
    expect(shippingOptionAmount(inclusive, 'net', region)).toBe(417);
  });

  it('prices one unit of a line as its line is shown, with or without tax', () => {
    const rates = [{ rate: 20 }];
    // A line priced as its region: the stored unit price as it is.
    expect(unitAmount({ unit_price: 1950, quantity: 2, tax_lines: rates }, 'net')).toBe(1950);
    const gross = { unit_price: 2340, quantity: 2, includes_tax: true, tax_lines: rates };
    expect(unitAmount(gross, 'gross')).toBe(2340);
    // Otherwise the tax is added (19.50 + 3.90) or taken out (23.40 holds 3.90), as the
    // server rounds: 3.33 + 0.666 → 4.00; 3.99 holds 0.665 → 0.67, so 3.32.
    expect(unitAmount({ unit_price: 1950, quantity: 1, tax_lines: rates }, 'gross')).toBe(2340);
    expect(unitAmount(gross, 'net')).toBe(1950);
    expect(unitAmount({ unit_price: 333, quantity: 3, tax_lines: rates }, 'gross')).toBe(400);
    expect(unitAmount({ ...gross, unit_price: 399 }, 'net')).toBe(332);
    // A line without tax lines (a tax-free region) has nothing to add.
    expect(unitAmount({ unit_price: 1950, quantity: 1 }, 'gross')).toBe(1950);
  });

  it('prices a chosen shipping method with its tax or without', () => {
    const method = { price: 490, subtotal: 490, total: 588 };
    expect(methodAmount(method, 'net')).toBe(490);
    expect(methodAmount(method, 'gross')).toBe(588);
    // Not yet totalled by the server: its price as it stands.
    expect(methodAmount({ price: 490 }, 'gross')).toBe(490);
  });
});

/*
 * Catalogue prices as the server answers them for a region (server/src/domains/catalog/
 * products/pricing.ts): `calculated_price` as stored (with or without tax by its own flag),
 * then `*_incl_tax` and `*_tax` for one unit.
 */
describe('the tax display rule in the catalogue', () => {
  const net = { currency_code: 'eur', tax_rate: 20, includes_tax: false };
  const gross = { currency_code: 'eur', tax_rate: 20, includes_tax: true };
  /** The T-shirt's €19.50 in a net region: €3.90 tax on top. */
  const inNet = {
    calculated_price: 1950,
    original_price: 1950,
    calculated_price_incl_tax: 2340,
    original_price_incl_tax: 2340,
    calculated_tax: 390,
    original_tax: 390,
  };
  /** The same €19.50 in a tax-inclusive region: €3.25 of it is tax. */
  const inGross = {
    calculated_price: 1950,
    original_price: 1950,
    calculated_price_incl_tax: 1950,
    original_price_incl_tax: 1950,
    calculated_tax: 325,
    original_tax: 325,
  };

  it('shows a net region’s price without tax and a tax-inclusive region’s with it', () => {
    expect(unitPrice(inNet, net)).toEqual({ current: 1950, original: 1950, discounted: false });
    expect(unitPrice(inGross, gross)).toEqual({ current: 1950, original: 1950, discounted: false });
  });

  it('gives the amount a one-unit cart line shows in the same region', () => {
    // What the server's cart answers for one T-shirt (carts/totals.ts itemTotals).
    const netLine = {
      unit_price: 1950,
      quantity: 1,
      subtotal: 1950,
      total: 2340,
      original_total: 2340,
    };
    const grossLine = {
      unit_price: 1950,
      quantity: 1,
      subtotal: 1625,
      total: 1950,
      original_total: 1950,
    };
    expect(unitPrice(inNet, net).current).toBe(lineAmount(netLine, 'net'));
    expect(unitPrice(inGross, gross).current).toBe(lineAmount(grossLine, 'gross'));
  });

  it('puts a sale’s original and current price under the same rule', () => {
    const sale = {
      ...inNet,
      calculated_price: 1500,
      calculated_price_incl_tax: 1800,
      calculated_tax: 300,
    };
    expect(unitPrice(sale, net)).toEqual({ current: 1500, original: 1950, discounted: true });
    expect(unitPrice(sale, net, 'gross')).toEqual({
      current: 1800,
      original: 2340,
      discounted: true,
    });
  });

  it('reads a price list that includes tax in a net region by its tax fields', () => {
    // A tax-inclusive sale at €23.00 beats €19.50 + tax (€23.40): €19.17 before tax. Read as
    // the stored amounts, it would look dearer than the original.
    const sale = {
      ...inNet,
      calculated_price: 2300,
      calculated_price_incl_tax: 2300,
      calculated_tax: 383,
    };
    expect(unitPrice(sale, net)).toEqual({ current: 1917, original: 1950, discounted: true });
  });

  it('falls back to the variant’s own price in the region’s currency, by the region’s flag', () => {
    const listed = { prices: [{ currency_code: 'eur', amount: 1950 }] };
    expect(unitPrice(listed, net).current).toBe(1950);
    expect(unitPrice(listed, net, 'gross').current).toBe(2340);
    expect(unitPrice(listed, gross).current).toBe(1950);
    expect(unitPrice(listed, gross, 'net').current).toBe(1625);
    expect(unitPrice({ prices: [] }, net)).toEqual({ current: 0, original: 0, discounted: false });
  });

  it('notes beside a large price whether tax is in it, and nothing without a tax rate', () => {
    expect(catalogTaxNote(net)).toBe('excl');
    expect(catalogTaxNote(gross)).toBe('incl');
    expect(catalogTaxNote({ tax_rate: 0 })).toBeNull();
    expect(catalogTaxNote({ tax_rate: 0, includes_tax: true })).toBeNull();
  });
});
