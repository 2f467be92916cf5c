import { formatMoney, type MoneyRegion } from '@commerce/client';
import { languageOf } from '@commerce/client/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A region as the price display reads it: currency, tax rate and whether prices include tax. */
export interface PricingRegion extends MoneyRegion {
  includes_tax?: boolean;
}

/**
 * Formats money in the shopper's language. Every amount is shown as it stands: which
 * amount to show (with tax or without) is the tax display rule's choice (`tax-display.ts`);
 * a negative one (a credit, a discount taken off) carries the minus sign (U+2212) where the
 * language puts it (`formatMoney`).
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = languageOf(i18n.language).htmlLang;
  const formatTotal = useCallback(
    (amount: number, region: MoneyRegion) => formatMoney(amount, region.currency_code, locale),
    [locale],
  );
  return { formatTotal, locale };
}
