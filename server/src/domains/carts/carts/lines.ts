import type { Executor } from '../../../db/transaction.ts';
import type { WireVariant } from '../../catalog/index.ts';
import { findShippingOptions } from '../shipping-options/repository.ts';
import { loadShippingOptions } from '../shipping-options/service.ts';
import type { RequirementRow, ShippingOptionRow } from '../shipping-options/tables.ts';
import type { ShippingOption } from '../shipping-options/wire.ts';
import type {
  AdjustmentRow,
  ItemTaxLineRow,
  LineItemRow,
  MethodTaxLineRow,
  ShippingMethodRow,
} from './tables.ts';
import { computeTotals, type ItemTotals, type ShippingTotals, type Totals } from './totals.ts';
import { type LineItem, type ShippingMethod, toLineItem, toShippingMethod } from './wire.ts';

/** Adjustments and tax lines the caller has just read: loadLines does not read them again. */
export interface StoredLineRows {
  adjustments?: AdjustmentRow[];
  itemTaxLines?: ItemTaxLineRow[];
  methodTaxLines?: MethodTaxLineRow[];
  /** The shipping options of every method, with their requirements. */
  shippingOptions?: { rows: ShippingOptionRow[]; requirements: RequirementRow[] };
}

/** What hangs off the lines and methods, read by the caller (see answer-read.ts). */
export interface LineRows {
  adjustments: AdjustmentRow[];
  itemTaxLines: ItemTaxLineRow[];
  methodTaxLines: MethodTaxLineRow[];
  variants: WireVariant[];
  /** The shipping options of the methods (`methodOptions`). */
  options: ShippingOption[];
}

/** The shipping options of `methods` as the wire shows them; read unless `stored` has them. */
export async function methodOptions(
  db: Executor,
  methods: ShippingMethodRow[],
  stored: StoredLineRows['shippingOptions'],
): Promise<ShippingOption[]> {
  const rows =
    stored?.rows ??
    (await findShippingOptions(db, [
      ...new Set(methods.map((method) => method.shipping_option_id)),
    ]));
  return loadShippingOptions(db, rows, undefined, stored?.requirements);
}

/**
 * The line items and shipping methods of a cart or an order as the wire shows them, with
 * their adjustments, tax lines, variant, shipping option and totals, and the totals of
 * the whole, from the rows the caller read. `balance` is what gift cards can cover (see
 * totals.ts).
 */
export function wireLines(
  items: LineItemRow[],
  methods: ShippingMethodRow[],
  balance: number,
  rows: LineRows,
): { items: LineItem[]; shipping_methods: ShippingMethod[]; totals: Totals } {
  const { adjustments, itemTaxLines, methodTaxLines, variants, options } = rows;
  const itemAdjustments = (id: string) => adjustments.filter((a) => a.item_id === id);
  const itemTaxes = (id: string) => itemTaxLines.filter((t) => t.item_id === id);
  const methodTaxes = (id: string) => methodTaxLines.filter((t) => t.shipping_method_id === id);
  const {
    totals,
    items: itemTotals,
    shipping,
  } = computeTotals(
    items.map((item) => ({
      unit_price: item.unit_price,
      quantity: item.quantity,
      includes_tax: item.includes_tax,
      adjustments: itemAdjustments(item.id).map((a) => a.amount),
      tax_rates: itemTaxes(item.id).map((t) => t.rate),
    })),
    methods.map((method) => ({
      price: method.price,
      includes_tax: method.includes_tax,
      tax_rates: methodTaxes(method.id).map((t) => t.rate),
    })),
    balance,
  );
  return {
    totals,
    items: items.map((item, i) => {
      const variant = variants.find((v) => v.id === item.variant_id);
      return toLineItem(item, {
        adjustments: itemAdjustments(item.id),
        tax_lines: itemTaxes(item.id),
        totals: itemTotals[i] as ItemTotals,
        ...(variant ? { variant } : {}),
      });
    }),
    shipping_methods: methods.map((method, i) => {
      const option = options.find((o) => o.id === method.shipping_option_id);
      return toShippingMethod(method, {
        tax_lines: methodTaxes(method.id),
        totals: shipping[i] as ShippingTotals,
        ...(option ? { shipping_option: option } : {}),
      });
    }),
  };
}
