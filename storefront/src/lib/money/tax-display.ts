/*
 * The storefront's one tax display rule (issue 24): the region decides. A region whose
 * prices include tax (`includes_tax`) shows gross amounts everywhere (lines, subtotal,
 * shipping, discounts) and "Incl. €x tax" under the total; any other region shows net
 * amounts and a Tax row. Every amount comes from the server's totals (server/src/domains/
 * carts/carts/totals.ts), which keep
 *   total = subtotal - discount_total + shipping_total + tax_total - gift_card_total
 * with subtotal, discount_total and shipping_total net of tax; the rows built here add up
 * to the server's total on screen in both modes. Rows worth 0 are left out (a discount, a
 * gift card, a net region's tax), and shipping until a method is chosen.
 */

export type TaxDisplay = 'gross' | 'net';

/** What decides the rule: the region's `includes_tax`. */
export interface TaxRegion {
  includes_tax?: boolean;
  tax_rate?: number | null;
}

export function taxDisplayOf(region: TaxRegion | null | undefined): TaxDisplay {
  return region?.includes_tax ? 'gross' : 'net';
}

/** The tax inside a gross amount at a rate, rounded half away from zero (as the server). */
export function taxIn(gross: number, rate: number): number {
  return rate === 0 ? 0 : Math.round((gross * rate) / (100 + rate));
}

/** The tax on a net amount at a rate, rounded half away from zero (as the server). */
function taxOn(net: number, rate: number): number {
  return Math.round((net * rate) / 100);
}

/**
 * The pricing fields of a catalogue variant (ProductVariant, priced for a region). The
 * `*_incl_tax` and `*_tax` fields are what decide: `calculated_price` itself holds tax or
 * not by its own price list's flag, which may differ from the region's.
 */
export interface CatalogVariant {
  prices?: ReadonlyArray<{ currency_code: string; amount: number }> | null;
  calculated_price?: number | null;
  original_price?: number | null;
  calculated_price_incl_tax?: number | null;
  original_price_incl_tax?: number | null;
  calculated_tax?: number | null;
  original_tax?: number | null;
}

/** A unit price as the catalogue shows it: the price to pay and, on a sale, the one before. */
export interface UnitPrice {
  current: number;
  original: number;
  /** On sale: `current` is below `original`, shown struck through. */
  discounted: boolean;
}

/** One amount under the rule, from the server's tax fields, else from the region's flag. */
function shownAmount(
  amount: number,
  inclTax: number | null | undefined,
  tax: number | null | undefined,
  mode: TaxDisplay,
  region: TaxRegion,
): number {
  if (typeof inclTax === 'number' && typeof tax === 'number') {
    return mode === 'gross' ? inclTax : inclTax - tax;
  }
  // Without the server's tax fields (no region was asked): the amount as the region stores it.
  const rate = region.tax_rate ?? 0;
  if (region.includes_tax) return mode === 'gross' ? amount : amount - taxIn(amount, rate);
  return mode === 'gross' ? amount + taxOn(amount, rate) : amount;
}

/**
 * A variant's unit price under the rule: net in a net region, gross in a tax-inclusive one,
 * the same amount a cart line of one unit shows (tax-amounts.ts `lineAmount`), sale or not. Without the
 * server's calculated fields, the variant's own price in the region's currency.
 */
export function unitPrice(
  variant: CatalogVariant,
  region: TaxRegion & { currency_code: string },
  mode: TaxDisplay = taxDisplayOf(region),
): UnitPrice {
  const currency = region.currency_code.toLowerCase();
  const listed =
    variant.prices?.find((price) => price.currency_code.toLowerCase() === currency)?.amount ?? 0;
  const current = shownAmount(
    variant.calculated_price ?? listed,
    variant.calculated_price_incl_tax,
    variant.calculated_tax,
    mode,
    region,
  );
  const original = shownAmount(
    variant.original_price ?? listed,
    variant.original_price_incl_tax,
    variant.original_tax,
    mode,
    region,
  );
  return { current, original, discounted: current < original };
}

/**
 * What the note beside a large price says: `incl` (a tax-inclusive region), `excl` (a net
 * region whose tax is added at checkout), or nothing when the region has no tax rate.
 */
export function catalogTaxNote(region: TaxRegion): 'incl' | 'excl' | null {
  if ((region.tax_rate ?? 0) <= 0) return null;
  return taxDisplayOf(region) === 'gross' ? 'incl' : 'excl';
}
