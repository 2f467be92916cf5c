import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.ts';

describe('formatAmount', () => {
  it('keeps an amount one left-to-right unit in a right-to-left language', () => {
    const refund = formatAmount(-9840, 'usd', 'ar');
    expect(refund.startsWith('\u2066')).toBe(true);
    expect(refund.endsWith('\u2069')).toBe(true);
    expect(refund).toContain('98.40');
  });

  it('leaves left-to-right languages as Intl formats them', () => {
    expect(formatAmount(-9840, 'usd', 'en')).toBe('\u2212$98.40');
    expect(formatAmount(2500, 'eur', 'de')).toBe('25,00\u00a0€');
  });
});
