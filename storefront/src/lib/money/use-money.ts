import { formatAmount, formatMoney, type MoneyRegion, variantAmount } from '@commerce/client';
import { languageOf } from '@commerce/client/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A region as the price display reads it: currency, tax rate and whether prices include tax. */
export interface PricingRegion extends MoneyRegion {
  includes_tax?: boolean;
}

/** The variant fields a price display reads (the server fills the calculated ones per region). */
export interface DisplayVariant {
  prices?: ReadonlyArray<{ currency_code: string; amount: number }> | null;
  calculated_price?: number | null;
  original_price?: number | null;
}

/**
 * The variant's price before tax in the region: the server's calculated price (price lists
 * included), else the price list of the variant in the region's currency.
 */
export function variantPrice(variant: DisplayVariant, region: MoneyRegion) {
  const base = variantAmount(variant, region);
  const calculated = variant.calculated_price ?? base;
  const original = variant.original_price ?? base;
  return { calculated, original, discounted: calculated < original };
}

/**
 * Formats money in the shopper's language. Catalogue prices are shown as the shopper pays
 * them: the region's tax is added unless its prices already include it (region
 * `includes_tax`). Cart totals come from the server and are shown as they are.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = languageOf(i18n.language).htmlLang;
  const formatPrice = useCallback(
    (amount: number, region: PricingRegion) =>
      formatAmount({ amount, region, includeTaxes: !region.includes_tax, locale }),
    [locale],
  );
  const formatTotal = useCallback(
    (amount: number, region: MoneyRegion) => formatMoney(amount, region.currency_code, locale),
    [locale],
  );
  return { formatPrice, formatTotal, locale };
}
