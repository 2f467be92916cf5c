/*
 * Region- and currency-aware prices of a variant (api-conventions.md, variant fields). No
 * price lists exist yet, so the calculated price is the original one. Whether an amount
 * already includes tax follows the region's `includes_tax` (or the currency's, when only
 * a currency is named); the region's single `tax_rate` is the rate applied.
 */

export interface PriceRow {
  currency_code: string;
  amount: number;
  min_quantity: number | null;
  max_quantity: number | null;
  region_id: string | null;
  price_list_id: string | null;
}

export interface PricingContext {
  region_id?: string;
  currency_code: string;
  includes_tax: boolean;
  /** Percentage 0-100; null without a region (no tax known). */
  tax_rate: number | null;
  tax_code: string | null;
}

export interface VariantPrices {
  original_price: number | null;
  calculated_price: number | null;
  original_price_incl_tax: number | null;
  calculated_price_incl_tax: number | null;
  original_tax: number | null;
  calculated_tax: number | null;
  calculated_price_type: 'default' | null;
  tax_rates: Array<{ rate: number | null; name: string; code: string | null }> | null;
}

export const NO_PRICES: VariantPrices = {
  original_price: null,
  calculated_price: null,
  original_price_incl_tax: null,
  calculated_price_incl_tax: null,
  original_tax: null,
  calculated_tax: null,
  calculated_price_type: null,
  tax_rates: null,
};

/** A region's own price wins over the currency's; among those, the lowest for one item. */
export function pickPrice(prices: PriceRow[], context: PricingContext): number | null {
  const applies = (p: PriceRow) =>
    p.price_list_id === null && (p.min_quantity ?? 0) <= 1 && (p.max_quantity ?? 1) >= 1;
  const lowest = (rows: PriceRow[]) =>
    rows.length === 0 ? null : Math.min(...rows.map((p) => p.amount));
  const regional = context.region_id
    ? lowest(prices.filter((p) => applies(p) && p.region_id === context.region_id))
    : null;
  return (
    regional ??
    lowest(
      prices.filter(
        (p) => applies(p) && p.region_id === null && p.currency_code === context.currency_code,
      ),
    )
  );
}

export function variantPrices(
  prices: PriceRow[],
  context: PricingContext | undefined,
): VariantPrices {
  if (!context) return NO_PRICES;
  const price = pickPrice(prices, context);
  const rate = context.tax_rate ?? 0;
  const taxRates =
    context.tax_rate === null
      ? []
      : [{ rate: context.tax_rate, name: 'default', code: context.tax_code ?? 'default' }];
  if (price === null) {
    return { ...NO_PRICES, tax_rates: taxRates };
  }
  // Tax is rounded to the minor unit once, on the unit price.
  const tax = context.includes_tax
    ? Math.round(price - price / (1 + rate / 100))
    : Math.round((price * rate) / 100);
  const inclTax = context.includes_tax ? price : price + tax;
  return {
    original_price: price,
    calculated_price: price,
    original_price_incl_tax: inclTax,
    calculated_price_incl_tax: inclTax,
    original_tax: tax,
    calculated_tax: tax,
    calculated_price_type: 'default',
    tax_rates: taxRates,
  };
}
