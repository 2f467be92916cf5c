import { formatAmount, ZERO_DECIMAL_CURRENCIES } from '@commerce/client';

/** Digits after the decimal point in a currency's amounts (0 for JPY, KRW, VND, else 2). */
export const currencyDecimals = (currencyCode: string) =>
  ZERO_DECIMAL_CURRENCIES.has(currencyCode.toLowerCase()) ? 0 : 2;

const factorOf = (currencyCode: string) => 10 ** currencyDecimals(currencyCode);

/** What staff type ("12.50", "12,5") as the API's integer amount in minor units (1250). */
export function toMinorUnits(typed: string, currencyCode: string): number {
  return Math.round(Number(typed.trim().replace(',', '.')) * factorOf(currencyCode));
}

/** An API amount as a form value (1250 -> "12.5"). */
export function toTyped(amount: number, currencyCode: string): string {
  return String(amount / factorOf(currencyCode));
}

/** A price as staff read it, in the currency, without tax (prices are entered without). */
export function formatPrice(amount: number, currencyCode: string, locale: string): string {
  return formatAmount({
    amount,
    region: { currency_code: currencyCode, tax_rate: 0 },
    includeTaxes: false,
    locale,
  });
}
