import { formatMoney, type MoneyRegion } from '@commerce/client';
import { languageOf } from '@commerce/client/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A region as the price display reads it: currency, tax rate and whether prices include tax. */
export interface PricingRegion extends MoneyRegion {
  includes_tax?: boolean;
}

/**
 * The sign before every amount taken off or owed back: the minus sign (U+2212), as wide as
 * the plus and the digits, where Intl writes a hyphen-minus in most languages.
 */
export const MINUS_SIGN = '\u2212';

/**
 * Formats money in the shopper's language. Every amount is shown as it stands: which
 * amount to show (with tax or without) is the tax display rule's choice (`tax-display.ts`);
 * a negative one (a credit, a discount taken off) starts with `MINUS_SIGN`.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = languageOf(i18n.language).htmlLang;
  const formatTotal = useCallback(
    (amount: number, region: MoneyRegion) =>
      amount < 0
        ? `${MINUS_SIGN}${formatMoney(-amount, region.currency_code, locale)}`
        : formatMoney(amount, region.currency_code, locale),
    [locale],
  );
  return { formatTotal, locale };
}
