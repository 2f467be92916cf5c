import { describe, expect, it } from 'vitest';
import {
  amountStep,
  currencyDecimals,
  fromMinorUnits,
  isAmountText,
  toMinorUnits,
} from './minor-units.ts';

describe('currencyDecimals', () => {
  it('is 0 for krw, jpy and vnd in any case, else 2', () => {
    expect(['krw', 'JPY', 'Vnd'].map(currencyDecimals)).toEqual([0, 0, 0]);
    expect(['eur', 'USD', 'gbp'].map(currencyDecimals)).toEqual([2, 2, 2]);
  });
});

describe('toMinorUnits', () => {
  it.each([
    [12.5, 'eur', 1250],
    ['12.50', 'eur', 1250],
    ['12,5', 'eur', 1250],
    [' 7 ', 'usd', 700],
    [0.29, 'eur', 29],
    ['0.07', 'eur', 7],
    [12, 'jpy', 12],
    ['1500', 'KRW', 1500],
    ['', 'eur', 0],
  ])('turns %j %s into %i', (amount, currency, expected) => {
    expect(toMinorUnits(amount, currency)).toBe(expected);
  });

  it('gives NaN for a text that is no number', () => {
    expect(toMinorUnits('twelve', 'eur')).toBeNaN();
  });

  it('round-trips with fromMinorUnits', () => {
    for (const amount of [0, 1, 29, 1250, 99999, 10_000_000_000]) {
      expect(toMinorUnits(fromMinorUnits(amount, 'eur'), 'eur')).toBe(amount);
      expect(toMinorUnits(String(fromMinorUnits(amount, 'vnd')), 'vnd')).toBe(amount);
    }
  });
});

describe('fromMinorUnits', () => {
  it('divides by 100 except for zero-decimal currencies', () => {
    expect(fromMinorUnits(1250, 'eur')).toBe(12.5);
    expect(fromMinorUnits(1250, 'JPY')).toBe(1250);
  });
});

describe('amountStep', () => {
  it('is a cent, or a whole unit for zero-decimal currencies', () => {
    expect(amountStep('eur')).toBe(0.01);
    expect(amountStep('krw')).toBe(1);
  });
});

describe('isAmountText', () => {
  it.each(['12', '12.5', '12,50', '0'])('accepts %j in eur', (text) => {
    expect(isAmountText(text, 'eur')).toBe(true);
  });
  it.each(['12.505', '-1', '1e3', '', ' 12', '12.', '.5', 'abc'])('refuses %j in eur', (text) => {
    expect(isAmountText(text, 'eur')).toBe(false);
  });
  it('takes only whole numbers for zero-decimal currencies', () => {
    expect(isAmountText('1500', 'jpy')).toBe(true);
    expect(isAmountText('1500.5', 'jpy')).toBe(false);
  });
});
