import { type TaxDisplay, type TaxRegion, taxIn } from './tax-display.ts';

/*
 * The tax display rule (tax-display.ts) for what a cart, a checkout and an order show: line
 * amounts, the totals' rows, shipping. Apart from the catalogue's part (tax-display.ts), which
 * every landing page loads: this is needed only once a cart or an order is shown (issue 23,
 * first load).
 */

/** The line totals the server computes (LineItem). */
export interface TotalsLine {
  unit_price: number;
  quantity: number;
  subtotal?: number | null;
  tax_total?: number | null;
  total?: number | null;
  original_total?: number | null;
}

/** The totals a cart, an order and an order edit carry. */
export interface TotalsSource {
  items?: readonly TotalsLine[] | null;
  shipping_methods?: readonly unknown[] | null;
  subtotal?: number | null;
  discount_total?: number | null;
  shipping_total?: number | null;
  shipping_tax_total?: number | null;
  tax_total?: number | null;
  gift_card_total?: number | null;
  total?: number | null;
}

/**
 * A line's amount as shown: net before discounts (its share of the subtotal), or gross
 * before discounts. Lines without server totals (not yet priced) fall back to unit price
 * times quantity.
 */
export function lineAmount(line: TotalsLine, mode: TaxDisplay): number {
  const plain = line.unit_price * line.quantity;
  return mode === 'gross' ? (line.original_total ?? line.total ?? plain) : (line.subtotal ?? plain);
}

/** A line's fields that say what its unit price holds (LineItem). */
export interface UnitLine extends TotalsLine {
  /** Whether `unit_price` includes tax. */
  includes_tax?: boolean;
  tax_lines?: readonly { rate: number }[] | null;
}

/**
 * One unit's price as shown beside a line: with tax in a gross region, without in a net
 * one. The stored unit price is used as it is when it already is of that kind (the usual
 * case: a line is priced as its region), else its tax is added or taken out at the line's
 * rates, rounded as the server rounds.
 */
export function unitAmount(line: UnitLine, mode: TaxDisplay): number {
  const unit = line.unit_price;
  const gross = line.includes_tax ?? false;
  if ((mode === 'gross') === gross) return unit;
  const rate = sum((line.tax_lines ?? []).map((tax) => tax.rate));
  return gross ? unit - taxIn(unit, rate) : unit + Math.round((unit * rate) / 100);
}

/**
 * A line's amount after discounts, as shown: gross (`total`) or net (`total - tax_total`).
 * What an order edit compares line by line.
 */
export function lineAmountAfterDiscounts(line: TotalsLine, mode: TaxDisplay): number {
  const total = line.total ?? line.unit_price * line.quantity;
  return mode === 'gross' ? total : total - (line.tax_total ?? 0);
}

export type TotalsRowKey = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'giftCard';

export interface TotalsRow {
  key: TotalsRowKey;
  /** Always 0 or more; `minus` rows are taken off. */
  amount: number;
  minus: boolean;
}

export interface DisplayTotals {
  mode: TaxDisplay;
  rows: TotalsRow[];
  total: number;
  /** The tax inside a gross total ("Incl. €x tax"); null in a net region or when it is 0. */
  includedTax: number | null;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** The summary rows of a cart, an order or an edit under the rule. */
export function displayTotals(source: TotalsSource, mode: TaxDisplay): DisplayTotals {
  const total = source.total ?? 0;
  const giftCard = source.gift_card_total ?? 0;
  const tax = source.tax_total ?? 0;
  const hasShipping = (source.shipping_methods ?? []).length > 0;
  let subtotal: number;
  let discount: number;
  let shipping: number;
  if (mode === 'gross') {
    subtotal = sum((source.items ?? []).map((line) => lineAmount(line, 'gross')));
    shipping = (source.shipping_total ?? 0) + (source.shipping_tax_total ?? 0);
    // What the discounts take off, tax included: the rest of the identity, so the rows
    // add up to the server's total to the cent whatever each line's rounding.
    discount = subtotal + shipping - giftCard - total;
  } else {
    subtotal = source.subtotal ?? 0;
    shipping = source.shipping_total ?? 0;
    discount = source.discount_total ?? 0;
  }
  const rows: TotalsRow[] = [{ key: 'subtotal', amount: subtotal, minus: false }];
  if (discount !== 0) rows.push({ key: 'discount', amount: discount, minus: true });
  if (hasShipping) rows.push({ key: 'shipping', amount: shipping, minus: false });
  if (mode === 'net' && tax !== 0) rows.push({ key: 'tax', amount: tax, minus: false });
  if (giftCard !== 0) rows.push({ key: 'giftCard', amount: giftCard, minus: true });
  return { mode, rows, total, includedTax: mode === 'gross' && tax !== 0 ? tax : null };
}

/** The shipping option fields the delivery step reads (StoreListCartShippingOptions). */
export interface PricedOption {
  amount?: number | null;
  includes_tax?: boolean;
  price_incl_tax?: number | null;
}

/**
 * A shipping option's price as the summary will show it once chosen: with tax in a gross
 * region (the server's `price_incl_tax`), without in a net one (`amount`, less the tax it
 * holds when the option's price includes tax).
 */
export function shippingOptionAmount(
  option: PricedOption,
  mode: TaxDisplay,
  region: TaxRegion | null | undefined,
): number {
  const amount = option.amount ?? 0;
  if (mode === 'gross') return option.price_incl_tax ?? amount;
  if (!option.includes_tax) return amount;
  const gross = option.price_incl_tax ?? amount;
  return gross - taxIn(gross, region?.tax_rate ?? 0);
}

/** The totals a chosen shipping method carries (ShippingMethod). */
export interface TotalsMethod {
  price: number;
  subtotal?: number | null;
  total?: number | null;
}

/** A chosen shipping method's price as shown: with its tax (gross) or without (net). */
export function methodAmount(method: TotalsMethod, mode: TaxDisplay): number {
  return (mode === 'gross' ? method.total : method.subtotal) ?? method.price;
}
