/**
 * Price and amount helpers of the specification (section 9): amounts are integers in the
 * currency's minor unit, except zero-decimal currencies, which hold whole units.
 */

import { fromMinorUnits } from './minor-units.ts';

/** The part of a region the money helpers read. */
export interface MoneyRegion {
  currency_code: string;
  /** A percentage, e.g. 25 for 25 %. */
  tax_rate: number | null;
}

/** The part of a variant the money helpers read. */
export interface PricedVariant {
  prices?: ReadonlyArray<{ currency_code: string; amount: number }> | null;
}

export interface AmountOptions {
  amount: number;
  region: MoneyRegion;
  /** Add the region's tax (default true). */
  includeTaxes?: boolean;
}

export interface FormatOptions {
  /** BCP 47 locale for Intl.NumberFormat; default en-US. */
  locale?: string;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** The region's tax as a fraction: tax_rate 25 -> 0.25. */
export function taxRateOf(region: MoneyRegion): number {
  return (region.tax_rate ?? 0) / 100;
}

/** An amount in display units, with the region's tax when taxes are included. */
export function computeAmount({ amount, region, includeTaxes = true }: AmountOptions): number {
  const display = fromMinorUnits(amount, region.currency_code);
  return includeTaxes ? display * (1 + taxRateOf(region)) : display;
}

/** An amount formatted in the region's currency, e.g. `€12.50`. */
export function formatAmount(options: AmountOptions & FormatOptions): string {
  const { region, locale = 'en-US', minimumFractionDigits, maximumFractionDigits } = options;
  const format = currencyFormat(
    locale,
    region.currency_code.toUpperCase(),
    minimumFractionDigits,
    maximumFractionDigits,
  );
  return formatSigned(format, computeAmount(options));
}

/**
 * An amount as it stands (no tax added) in its currency: an order's or a cart's totals,
 * which already hold their tax, and prices as staff enter them. `formatMoney(1250, 'eur')`
 * is `€12.50`.
 */
export function formatMoney(amount: number, currencyCode: string, locale = 'en-US'): string {
  const format = currencyFormat(locale, currencyCode.toUpperCase(), undefined, undefined);
  return formatSigned(format, fromMinorUnits(amount, currencyCode));
}

/** The minus sign (U+2212): as wide as the plus and the digits, unlike the hyphen-minus. */
export const MINUS_SIGN = '\u2212';

/**
 * Formats a number, writing its sign as the minus sign where Intl writes a hyphen-minus
 * (most languages do; Swedish and Persian already use U+2212). The sign stays where the
 * language puts it ("-€5.00", "-5,00 €", "€ -5,00") and keeps its direction marks in Arabic
 * and Hebrew.
 */
function formatSigned(format: Intl.NumberFormat, value: number): string {
  // -0 (a discount of nothing, negated) is shown as 0, not "-€0.00".
  if (!(value < 0)) return format.format(value === 0 ? 0 : value);
  let text = '';
  for (const part of format.formatToParts(value)) {
    text += part.type === 'minusSign' ? part.value.replace('-', MINUS_SIGN) : part.value;
  }
  return text;
}

// A listing formats dozens of prices per render; a formatter is costly to make, cheap to reuse.
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(
  locale: string,
  currency: string,
  minimumFractionDigits: number | undefined,
  maximumFractionDigits: number | undefined,
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(minimumFractionDigits === undefined ? {} : { minimumFractionDigits }),
      ...(maximumFractionDigits === undefined ? {} : { maximumFractionDigits }),
    });
    formats.set(key, format);
  }
  return format;
}

/** The variant's amount in the region's currency (minor units); 0 when it has none. */
export function variantAmount(variant: PricedVariant, region: MoneyRegion): number {
  const currency = region.currency_code.toLowerCase();
  const price = variant.prices?.find((p) => p.currency_code.toLowerCase() === currency);
  return price?.amount ?? 0;
}

export interface VariantPriceOptions {
  variant: PricedVariant;
  region: MoneyRegion;
  includeTaxes?: boolean;
}

/** The variant's price in display units; 0 when it has no price in the region's currency. */
export function computeVariantPrice({
  variant,
  region,
  includeTaxes = true,
}: VariantPriceOptions): number {
  return computeAmount({ amount: variantAmount(variant, region), region, includeTaxes });
}

/** The variant's price formatted in the region's currency. */
export function formatVariantPrice(options: VariantPriceOptions & FormatOptions): string {
  const { variant, region } = options;
  return formatAmount({ ...options, amount: variantAmount(variant, region) });
}
