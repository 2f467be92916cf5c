import { describe, expect, it } from 'vitest';
import { fromMinorUnits } from './minor-units.ts';
import {
  computeAmount,
  computeVariantPrice,
  formatAmount,
  formatMoney,
  formatVariantPrice,
} from './money.ts';

const region = (currency_code: string, tax_rate = 20) => ({ currency_code, tax_rate });

describe('computeAmount (specification section 9)', () => {
  // amount 12345 in minor units, tax 20 %.
  const table: [string, number, number][] = [
    ['eur', 123.45, 148.14],
    ['usd', 123.45, 148.14],
    ['jpy', 12345, 14814],
    ['krw', 12345, 14814],
    ['vnd', 12345, 14814],
  ];
  it.each(table)('%s without tax: %s', (currency, withoutTax) => {
    expect(
      computeAmount({ amount: 12345, region: region(currency), includeTaxes: false }),
    ).toBeCloseTo(withoutTax, 6);
  });
  it.each(table)('%s with tax (default): %s * 1.2', (currency, withoutTax) => {
    expect(computeAmount({ amount: 12345, region: region(currency) })).toBeCloseTo(
      withoutTax * 1.2,
      6,
    );
  });

  it('treats currency codes case-insensitively and a null tax rate as none', () => {
    expect(fromMinorUnits(500, 'JPY')).toBe(500);
    expect(computeAmount({ amount: 500, region: { currency_code: 'eur', tax_rate: null } })).toBe(
      5,
    );
  });
});

describe('formatAmount', () => {
  it.each([
    ['eur', false, '€123.45'],
    ['usd', false, '$123.45'],
    ['jpy', false, '¥12,345'],
    ['krw', false, '₩12,345'],
    ['vnd', false, '₫12,345'],
    ['eur', true, '€148.14'],
    ['usd', true, '$148.14'],
    ['jpy', true, '¥14,814'],
  ])('%s (taxes %s) in en-US reads %s', (currency, includeTaxes, expected) => {
    expect(formatAmount({ amount: 12345, region: region(currency), includeTaxes })).toBe(expected);
  });

  it('formats in another locale when asked', () => {
    expect(
      formatAmount({ amount: 12345, region: region('eur'), includeTaxes: false, locale: 'de-DE' }),
    ).toBe('123,45\u00a0€');
  });
});

describe('formatMoney', () => {
  it.each([
    [1250, 'eur', 'en-US', '€12.50'],
    [1250, 'USD', 'en-US', '$12.50'],
    [1250, 'jpy', 'en-US', '¥1,250'],
    [123456, 'eur', 'de-DE', '1.234,56\u00a0€'],
    [-500, 'eur', 'en-US', '\u2212€5.00'],
    [-500, 'eur', 'de-DE', '\u22125,00\u00a0€'],
    [-500, 'eur', 'nl-NL', '€\u00a0\u22125,00'],
    [-500, 'eur', 'sv-SE', '\u22125,00\u00a0€'],
    [-0, 'eur', 'en-US', '€0.00'],
  ])('shows %i %s in %s as %s, with no tax added', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });

  it('keeps the direction marks of a right-to-left language around its minus sign', () => {
    const refund = formatMoney(-500, 'eur', 'ar');
    expect(refund).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' })
        .format(-5)
        .replace('-', '\u2212'),
    );
    expect(refund).not.toContain('-');
  });

  it('reads the same as formatAmount without tax, in en-US by default', () => {
    expect(formatMoney(12345, 'eur')).toBe(
      formatAmount({ amount: 12345, region: region('eur'), includeTaxes: false }),
    );
  });
});

describe('variant prices', () => {
  const variant = {
    prices: [
      { currency_code: 'eur', amount: 1000 },
      { currency_code: 'jpy', amount: 1500 },
    ],
  };

  it('use the price in the region currency', () => {
    expect(computeVariantPrice({ variant, region: region('eur', 25) })).toBe(12.5);
    expect(computeVariantPrice({ variant, region: region('jpy', 10), includeTaxes: false })).toBe(
      1500,
    );
    expect(formatVariantPrice({ variant, region: region('eur', 25) })).toBe('€12.50');
  });

  it('are 0 without a price in the region currency', () => {
    expect(computeVariantPrice({ variant, region: region('usd') })).toBe(0);
    expect(computeVariantPrice({ variant: {}, region: region('usd') })).toBe(0);
    expect(formatVariantPrice({ variant, region: region('usd') })).toBe('$0.00');
  });
});
