import { currencyDecimals, fromMinorUnits, isAmountText, toMinorUnits } from '@commerce/client';

/** A cell's text read as a value: a number, `null` for an empty cell, or why it is refused. */
export type Parsed = { ok: true; value: number | null } | { ok: false; error: CellError };

/** A refusal as a key of the `grid` namespace and its values, translated where it is shown. */
export interface CellError {
  key: 'errors.money' | 'errors.moneyWhole' | 'errors.integer' | 'errors.required';
  values?: Record<string, string | number>;
}

/** How one kind of cell is read from text, written as text, and checked. */
export interface CellType {
  parse: (text: string) => Parsed;
  format: (value: number | null) => string;
  inputMode: 'decimal' | 'numeric';
}

// Spreadsheets paste non-breaking and thin spaces as thousands separators.
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * A price in `currencyCode`, typed in display units ("12.50", "12,5") and kept in minor units
 * (1250): at least 0, with no more decimals than the currency has. Empty means no price.
 */
export function moneyCell(currencyCode: string): CellType {
  const decimals = currencyDecimals(currencyCode);
  return {
    inputMode: decimals === 0 ? 'numeric' : 'decimal',
    parse: (text) => {
      const clean = text.replace(SPACES, '');
      if (clean === '') return { ok: true, value: null };
      if (!isAmountText(clean, currencyCode)) {
        return decimals === 0
          ? { ok: false, error: { key: 'errors.moneyWhole' } }
          : { ok: false, error: { key: 'errors.money', values: { decimals } } };
      }
      return { ok: true, value: toMinorUnits(clean, currencyCode) };
    },
    format: (value) =>
      value === null ? '' : fromMinorUnits(value, currencyCode).toFixed(decimals),
  };
}

/** A whole number of 0 or more (units in stock); empty is refused when `required`. */
export function integerCell({ required = false } = {}): CellType {
  return {
    inputMode: 'numeric',
    parse: (text) => {
      const clean = text.replace(SPACES, '');
      if (clean === '') {
        return required
          ? { ok: false, error: { key: 'errors.required' } }
          : { ok: true, value: null };
      }
      if (!/^\d+$/.test(clean) || !Number.isSafeInteger(Number(clean))) {
        return { ok: false, error: { key: 'errors.integer' } };
      }
      return { ok: true, value: Number(clean) };
    },
    format: (value) => (value === null ? '' : String(value)),
  };
}
