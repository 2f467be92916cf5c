/**
 * Amounts between the API and people (specification section 9): the API keeps integers in
 * the currency's minor unit (1250 = €12.50), except the zero-decimal currencies, whose
 * amounts are whole units (1250 = ¥1,250).
 */

/** Currencies whose amounts are not divided by 100 (specification section 9). */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['krw', 'jpy', 'vnd']);

/** Digits after the decimal point in a currency's amounts: 0 for KRW, JPY and VND, else 2. */
export function currencyDecimals(currencyCode: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currencyCode.toLowerCase()) ? 0 : 2;
}

const factorOf = (currencyCode: string) => 10 ** currencyDecimals(currencyCode);

/**
 * An amount as people write it, as the API's integer in minor units: 12.5 or what was typed
 * ("12.50", "12,5") -> 1250 in eur; 12 -> 12 in jpy. A text that is no number gives NaN, so
 * check it first with isAmountText.
 */
export function toMinorUnits(amount: number | string, currencyCode: string): number {
  const value = typeof amount === 'string' ? Number(amount.trim().replace(',', '.')) : amount;
  // Rounded: 0.29 * 100 is 28.999999999999996 in floating point.
  return Math.round(value * factorOf(currencyCode));
}

/** The API's minor units as people count: 1250 eur -> 12.5; 1250 jpy -> 1250. */
export function fromMinorUnits(amount: number, currencyCode: string): number {
  return amount / factorOf(currencyCode);
}

/** The smallest step of an amount field: 0.01, or 1 for zero-decimal currencies. */
export function amountStep(currencyCode: string): number {
  return 1 / factorOf(currencyCode);
}

/**
 * Whether a text is an amount of the currency: digits, then (unless the currency has no
 * decimals) a point or comma and at most as many decimals as the currency has.
 */
export function isAmountText(text: string, currencyCode: string): boolean {
  const decimals = currencyDecimals(currencyCode);
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+([.,]\\d{1,${decimals}})?$`);
  return pattern.test(text);
}
