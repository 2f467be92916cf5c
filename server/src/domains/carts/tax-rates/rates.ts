import type { TaxRateLine, TaxRateOverrides } from './repository.ts';

/*
 * Which rates tax a line (TaxRate: a rate overrides the region's default rate for what it
 * is linked to). A product line takes the overrides of its product and of its product
 * type together; without any, the region's own rate applies. Several overrides add up.
 */

export interface RegionRate {
  tax_rate: number;
  tax_code: string | null;
}

export function regionDefault(region: RegionRate): TaxRateLine {
  return {
    id: 'default',
    rate: region.tax_rate,
    code: region.tax_code ?? 'default',
    name: 'default',
  };
}

export function productRates(
  overrides: TaxRateOverrides,
  region: RegionRate,
  productId: string,
  productTypeId: string | null,
): TaxRateLine[] {
  const lines = [
    ...(overrides.products.get(productId) ?? []),
    ...(productTypeId ? (overrides.productTypes.get(productTypeId) ?? []) : []),
  ];
  // A rate linked to both the product and its type taxes it once.
  const unique = lines.filter((line, i) => lines.findIndex((l) => l.id === line.id) === i);
  return unique.length > 0 ? unique : [regionDefault(region)];
}

export function shippingRates(
  overrides: TaxRateOverrides,
  region: RegionRate,
  shippingOptionId: string,
): TaxRateLine[] {
  const lines = overrides.shippingOptions.get(shippingOptionId) ?? [];
  return lines.length > 0 ? lines : [regionDefault(region)];
}

/** The percentage the lines add up to; a rate of null (left to a provider) counts as 0. */
export function totalRate(lines: TaxRateLine[]): number {
  return lines.reduce((sum, line) => sum + (line.rate ?? 0), 0);
}

/**
 * An amount with tax, in the same minor unit: tax is rounded once, on the amount. An
 * amount that already includes tax is answered as it is.
 */
export function withTax(amount: number, rate: number, includesTax: boolean): number {
  return includesTax ? amount : amount + Math.round((amount * rate) / 100);
}
