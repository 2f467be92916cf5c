import type { StoreComponents } from '@commerce/client/contract';
import { iso } from '../../../db/list-query.ts';
import type {
  AdjustmentRow,
  ItemTaxLineRow,
  LineItemRow,
  MethodTaxLineRow,
  PaymentSessionRow,
  ShippingMethodRow,
} from './tables.ts';
import type { ItemTotals, ShippingTotals } from './totals.ts';

/** Rows of this slice as the wire shows them (LineItem, ShippingMethod, PaymentSession). */

type Schemas = StoreComponents['schemas'];
export type Cart = Schemas['Cart'];
export type LineItem = Schemas['LineItem'];
export type ShippingMethod = Schemas['ShippingMethod'];
export type PaymentSession = Schemas['PaymentSession'];
/** A cart as loadCart answers it: its relations always present. */
export type LoadedCart = Cart &
  Required<
    Pick<Cart, 'items' | 'shipping_methods' | 'payment_sessions' | 'discounts' | 'gift_cards'>
  >;

export function toAdjustment(row: AdjustmentRow): Schemas['LineItemAdjustment'] {
  return row;
}

export function toItemTaxLine(row: ItemTaxLineRow): Schemas['LineItemTaxLine'] {
  return { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

export function toMethodTaxLine(row: MethodTaxLineRow): Schemas['ShippingMethodTaxLine'] {
  return { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

export function toLineItem(
  row: LineItemRow,
  relations: {
    adjustments: AdjustmentRow[];
    tax_lines: ItemTaxLineRow[];
    totals: ItemTotals;
    variant?: LineItem['variant'];
  },
): LineItem {
  const { product_id: _productId, ...wire } = row;
  return {
    ...wire,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    adjustments: relations.adjustments.map(toAdjustment),
    tax_lines: relations.tax_lines.map(toItemTaxLine),
    ...relations.totals,
    ...(relations.variant !== undefined ? { variant: relations.variant } : {}),
  };
}

export function toShippingMethod(
  row: ShippingMethodRow,
  relations: {
    tax_lines: MethodTaxLineRow[];
    totals: ShippingTotals;
    shipping_option?: ShippingMethod['shipping_option'];
  },
): ShippingMethod {
  const { created_at: _created, updated_at: _updated, ...wire } = row;
  return {
    ...wire,
    tax_lines: relations.tax_lines.map(toMethodTaxLine),
    ...relations.totals,
    ...(relations.shipping_option ? { shipping_option: relations.shipping_option } : {}),
  };
}

export function toPaymentSession(row: PaymentSessionRow): PaymentSession {
  return {
    ...row,
    payment_authorized_at: iso(row.payment_authorized_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
