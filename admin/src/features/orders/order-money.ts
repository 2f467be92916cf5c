import { formatAmount, toDisplayUnits, ZERO_DECIMAL_CURRENCIES } from '@commerce/client';

/**
 * Amounts of an order, through the client's money helpers (specification section 9):
 * integers in the currency's minor unit, shown in the order's currency. Order totals already
 * hold their tax, so none is added.
 */
export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  return formatAmount({
    amount,
    region: { currency_code: currencyCode, tax_rate: 0 },
    includeTaxes: false,
    locale,
  });
}

/** What a person types (12.50) as the API's integer amount (1250; 12 for yen). */
export function toMinorUnits(display: number, currencyCode: string): number {
  const factor = ZERO_DECIMAL_CURRENCIES.has(currencyCode.toLowerCase()) ? 1 : 100;
  return Math.round(display * factor);
}

/** An API amount as a number to put in a form field (1250 -> 12.5). */
export const toFormUnits = toDisplayUnits;

/** The step of an amount field: cents, or whole units for zero-decimal currencies. */
export function amountStep(currencyCode: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currencyCode.toLowerCase()) ? 1 : 0.01;
}
