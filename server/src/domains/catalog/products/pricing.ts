/*
 * The calculated price of a variant (api-conventions.md, variant fields): pure rules over
 * the variant's candidate prices, which price-lists/variant-prices.ts reads for a whole page
 * of variants at once.
 *
 * - A price is in scope for the region's own prices, else for the prices of the currency
 *   (a region price wins over a currency price of the same list); among those in scope, the
 *   lowest whose quantity tier holds the quantity.
 * - `original_price` is the variant's default price (no price list).
 * - A price list counts when it is `active`, inside its window (`starts_at` inclusive,
 *   `ends_at` exclusive) and, when it names customer groups, the customer is in one.
 * - An override list replaces the default price, even when higher (the lowest override
 *   when several apply); a sale list applies only when cheaper than that.
 * - Prices are compared with tax included, because a list may include tax while the region
 *   does not (`includes_tax`); each amount's tax fields follow its own flag. Tax is rounded
 *   to the minor unit once, on the unit price.
 */

export interface PriceRow {
  currency_code: string;
  amount: number;
  min_quantity: number | null;
  max_quantity: number | null;
  region_id: string | null;
  price_list_id: string | null;
}

/** What a price list says about one of its prices, as the pricing query reads it. */
export interface ListTerms {
  type: 'sale' | 'override';
  status: 'active' | 'draft';
  starts_at: Date | null;
  ends_at: Date | null;
  includes_tax: boolean;
  /** The list names no customer group, or the request's customer is in one of them. */
  for_customer: boolean;
}

export interface CandidatePrice extends PriceRow {
  /** Null for a default price. */
  list: ListTerms | null;
}

export interface PricingContext {
  region_id?: string;
  currency_code: string;
  includes_tax: boolean;
  /** Percentage 0-100; null without a region (no tax known). */
  tax_rate: number | null;
  tax_code: string | null;
  /** The quantity the tiers are chosen for; 1 unless told. */
  quantity?: number;
  /** The moment the lists' windows are checked at; the time of the call unless told. */
  at?: Date;
}

export type CalculatedPriceType = 'default' | 'sale' | 'override';

export interface VariantPrices {
  original_price: number | null;
  calculated_price: number | null;
  original_price_incl_tax: number | null;
  calculated_price_incl_tax: number | null;
  original_tax: number | null;
  calculated_tax: number | null;
  calculated_price_type: CalculatedPriceType | null;
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

/** An amount and whether it already includes tax. */
export interface PricedAmount {
  amount: number;
  includes_tax: boolean;
  type: CalculatedPriceType;
}

export function listApplies(list: ListTerms, at: Date): boolean {
  return (
    list.status === 'active' &&
    list.for_customer &&
    (list.starts_at === null || list.starts_at <= at) &&
    (list.ends_at === null || list.ends_at > at)
  );
}

const fitsQuantity = (price: PriceRow, quantity: number) =>
  (price.min_quantity ?? 0) <= quantity &&
  (price.max_quantity ?? Number.POSITIVE_INFINITY) >= quantity;

/** The region's own price, else the currency's; the lowest that fits the quantity. */
function bestOf<T extends PriceRow>(prices: T[], context: PricingContext): T | null {
  const quantity = context.quantity ?? 1;
  const lowest = (rows: T[]) =>
    rows.reduce<T | null>(
      (best, row) => (best === null || row.amount < best.amount ? row : best),
      null,
    );
  const fitting = prices.filter((p) => fitsQuantity(p, quantity));
  const regional = context.region_id
    ? lowest(fitting.filter((p) => p.region_id === context.region_id))
    : null;
  return (
    regional ??
    lowest(fitting.filter((p) => p.region_id === null && p.currency_code === context.currency_code))
  );
}

/** An amount with tax included, for comparing amounts that differ in `includes_tax`. */
function gross(price: PricedAmount, rate: number): number {
  return price.includes_tax ? price.amount : price.amount * (1 + rate / 100);
}

/** The default price and the price to charge, for the context's region, customer and date. */
export function calculatePrice(
  candidates: CandidatePrice[],
  context: PricingContext,
): { original: PricedAmount | null; calculated: PricedAmount | null } {
  const at = context.at ?? new Date();
  const rate = context.tax_rate ?? 0;
  const defaultRow = bestOf(
    candidates.filter((p) => p.list === null),
    context,
  );
  const original: PricedAmount | null = defaultRow
    ? { amount: defaultRow.amount, includes_tax: context.includes_tax, type: 'default' }
    : null;

  const byList = new Map<string, CandidatePrice[]>();
  for (const price of candidates) {
    if (price.list === null || price.price_list_id === null || !listApplies(price.list, at))
      continue;
    const prices = byList.get(price.price_list_id);
    if (prices) prices.push(price);
    else byList.set(price.price_list_id, [price]);
  }
  const cheapest = (type: CalculatedPriceType): PricedAmount | null => {
    let best: PricedAmount | null = null;
    for (const prices of byList.values()) {
      const row = bestOf(prices, context);
      if (!row?.list || row.list.type !== type) continue;
      const priced = { amount: row.amount, includes_tax: row.list.includes_tax, type };
      if (best === null || gross(priced, rate) < gross(best, rate)) best = priced;
    }
    return best;
  };

  const base = cheapest('override') ?? original;
  const sale = cheapest('sale');
  const calculated = sale && (!base || gross(sale, rate) < gross(base, rate)) ? sale : base;
  return { original, calculated };
}

/** Tax of one unit; the amount with tax. */
function taxOf(price: PricedAmount, rate: number): { tax: number; incl: number } {
  const tax = price.includes_tax
    ? Math.round(price.amount - price.amount / (1 + rate / 100))
    : Math.round((price.amount * rate) / 100);
  return { tax, incl: price.includes_tax ? price.amount : price.amount + tax };
}

export function variantPrices(
  candidates: CandidatePrice[],
  context: PricingContext | undefined,
): VariantPrices {
  if (!context) return NO_PRICES;
  const rate = context.tax_rate ?? 0;
  const taxRates =
    context.tax_rate === null
      ? []
      : [{ rate: context.tax_rate, name: 'default', code: context.tax_code ?? 'default' }];
  const { original, calculated } = calculatePrice(candidates, context);
  const originalTax = original ? taxOf(original, rate) : null;
  const calculatedTax = calculated ? taxOf(calculated, rate) : null;
  return {
    original_price: original?.amount ?? null,
    calculated_price: calculated?.amount ?? null,
    original_price_incl_tax: originalTax?.incl ?? null,
    calculated_price_incl_tax: calculatedTax?.incl ?? null,
    original_tax: originalTax?.tax ?? null,
    calculated_tax: calculatedTax?.tax ?? null,
    calculated_price_type: calculated?.type ?? null,
    tax_rates: taxRates,
  };
}

/**
 * The prices a shopper may see among a variant's `prices`: the default ones and those of
 * lists that apply to them now. Draft, expired and other groups' lists stay staff-only.
 */
export function visiblePrices<T extends CandidatePrice>(prices: T[], at: Date = new Date()): T[] {
  return prices.filter((price) => price.list === null || listApplies(price.list, at));
}
