import { spread } from '../../promotions/index.ts';

/*
 * The totals of a cart or an order, from its lines as stored: unit prices, discount
 * adjustments, tax lines, shipping prices, and what gift cards cover. Pure and in integer
 * minor units, so carts and orders compute them the same way.
 *
 * The identity every result keeps (README "Totals"):
 *   total = subtotal - discount_total + shipping_total + tax_total - gift_card_total
 * where subtotal, discount_total and shipping_total are net of tax. A line priced with tax
 * included (a tax-inclusive region) has its tax taken out of the gross amount: its
 * discount adjustments are gross amounts (they come from the gross unit price), and the
 * line's discount_total is the net amount they take off.
 *
 * Tax is rounded once per line (and per shipping method), half away from zero. Gift cards
 * pay gross amounts, so gift_card_tax_total is always 0.
 */

export interface ItemInput {
  unit_price: number;
  quantity: number;
  includes_tax: boolean;
  /** Amounts the discounts take off the line (gross when the price includes tax). */
  adjustments: readonly number[];
  /** Percentages of the line's tax lines; they add up. */
  tax_rates: readonly number[];
}

export interface ShippingInput {
  price: number;
  includes_tax: boolean;
  tax_rates: readonly number[];
}

export interface ItemTotals {
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
  original_total: number;
  original_tax_total: number;
  gift_card_total: number;
}

export interface ShippingTotals {
  subtotal: number;
  tax_total: number;
  total: number;
}

export interface Totals {
  subtotal: number;
  discount_total: number;
  item_tax_total: number;
  shipping_total: number;
  shipping_tax_total: number;
  tax_total: number;
  gift_card_total: number;
  gift_card_tax_total: number;
  total: number;
}

/** `items` and `shipping` are in the order of the inputs. */
export interface TotalsResult {
  totals: Totals;
  items: ItemTotals[];
  shipping: ShippingTotals[];
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** Tax on a net amount. */
export function taxOn(net: number, rate: number): number {
  return Math.round((net * rate) / 100);
}

/** The tax inside a gross amount. */
export function taxIn(gross: number, rate: number): number {
  return rate === 0 ? 0 : Math.round((gross * rate) / (100 + rate));
}

export function itemTotals(item: ItemInput): Omit<ItemTotals, 'gift_card_total'> {
  const gross = item.unit_price * item.quantity;
  const rate = sum(item.tax_rates);
  // A swap cart's credit line has a negative gross; nothing discounts it.
  const discount = Math.min(sum(item.adjustments), Math.max(gross, 0));
  if (item.includes_tax) {
    const originalTax = taxIn(gross, rate);
    const subtotal = gross - originalTax;
    const after = gross - discount;
    const tax = taxIn(after, rate);
    return {
      subtotal,
      discount_total: subtotal - (after - tax),
      tax_total: tax,
      total: after,
      original_total: gross,
      original_tax_total: originalTax,
    };
  }
  const originalTax = taxOn(gross, rate);
  const tax = taxOn(gross - discount, rate);
  return {
    subtotal: gross,
    discount_total: discount,
    tax_total: tax,
    total: gross - discount + tax,
    original_total: gross + originalTax,
    original_tax_total: originalTax,
  };
}

export function shippingTotals(method: ShippingInput): ShippingTotals {
  const rate = sum(method.tax_rates);
  if (method.includes_tax) {
    const tax = taxIn(method.price, rate);
    return { subtotal: method.price - tax, tax_total: tax, total: method.price };
  }
  const tax = taxOn(method.price, rate);
  return { subtotal: method.price, tax_total: tax, total: method.price + tax };
}

/**
 * Totals of the lines. `giftCardBalance` is what gift cards can cover (a cart: the cards'
 * balances; an order: what its cards were charged), at most the total.
 */
export function computeTotals(
  items: readonly ItemInput[],
  methods: readonly ShippingInput[],
  giftCardBalance = 0,
): TotalsResult {
  const lines = items.map(itemTotals);
  const shipping = methods.map(shippingTotals);
  const subtotal = sum(lines.map((l) => l.subtotal));
  const discountTotal = sum(lines.map((l) => l.discount_total));
  const itemTax = sum(lines.map((l) => l.tax_total));
  const shippingTotal = sum(shipping.map((s) => s.subtotal));
  const shippingTax = sum(shipping.map((s) => s.tax_total));
  const beforeGiftCards = subtotal - discountTotal + shippingTotal + itemTax + shippingTax;
  const giftCardTotal = Math.max(0, Math.min(giftCardBalance, beforeGiftCards));
  // The part of the gift cards each line carries, for LineItem.gift_card_total.
  const covered = spread(giftCardTotal, [
    ...lines.map((l) => l.total),
    ...shipping.map((s) => s.total),
  ]);
  return {
    totals: {
      subtotal,
      discount_total: discountTotal,
      item_tax_total: itemTax,
      shipping_total: shippingTotal,
      shipping_tax_total: shippingTax,
      tax_total: itemTax + shippingTax,
      gift_card_total: giftCardTotal,
      gift_card_tax_total: 0,
      total: beforeGiftCards - giftCardTotal,
    },
    items: lines.map((line, i) => ({ ...line, gift_card_total: covered[i] ?? 0 })),
    shipping,
  };
}
