import { formatMoney, fromMinorUnits, isAmountText, toMinorUnits } from '@commerce/client';
import type { AdminCreateProductVariantBody } from '@commerce/client/admin/products';
import { type Denomination, priceIn } from './use-gift-card-product.ts';

/** What staff type per currency, `eur -> "25"`; empty for no price in that currency. */
export type DenominationPrices = Record<string, string>;

/**
 * The currencies whose amount is refused: the store's default one must be given (it names
 * the denomination), the others may be left empty.
 */
export function invalidCurrencies(prices: DenominationPrices, defaultCurrency: string): string[] {
  return Object.entries(prices).flatMap(([currency, raw]) => {
    const text = raw.trim();
    if (text === '') return currency === defaultCurrency ? [currency] : [];
    return isAmountText(text, currency) && toMinorUnits(text, currency) > 0 ? [] : [currency];
  });
}

export function denominationPrices(
  currencies: readonly string[],
  variant?: Denomination,
): DenominationPrices {
  return Object.fromEntries(
    currencies.map((currency) => {
      const price = variant ? priceIn(variant, currency) : undefined;
      return [currency, price ? String(fromMinorUnits(price.amount, currency)) : ''];
    }),
  );
}

/** The prices to send: one per currency given, in minor units. */
export function pricesBody(prices: DenominationPrices) {
  return Object.entries(prices)
    .filter(([, text]) => text.trim() !== '')
    .map(([currency_code, text]) => ({ currency_code, amount: toMinorUnits(text, currency_code) }));
}

/** A denomination is named by its amount in the store's default currency, e.g. "€25.00". */
export function denominationTitle(prices: DenominationPrices, currency: string, locale: string) {
  return formatMoney(toMinorUnits(prices[currency] ?? '0', currency), currency, locale);
}

/** `POST /admin/products/{id}/variants` for a new denomination: no stock kept for a card. */
export function newDenominationBody(
  title: string,
  optionId: string | undefined,
  prices: DenominationPrices,
): AdminCreateProductVariantBody {
  return {
    title,
    manage_inventory: false,
    prices: pricesBody(prices),
    options: optionId ? [{ option_id: optionId, value: title }] : [],
  };
}
