import type { Executor } from '../../../db/transaction.ts';
import type { LineItemRow, ShippingMethodRow } from '../../carts/index.ts';
import {
  adjustmentsOf,
  computeTotals,
  findShippingOptions,
  itemsOfOrders,
  itemTaxLinesOf,
  type LineItem,
  type LoadedCart,
  loadShippingOptions,
  methodsOfOrders,
  methodTaxLinesOf,
  type ShippingMethod,
  type Totals,
  toLineItem,
  toShippingMethod,
} from '../../carts/index.ts';
import { loadVariants, type StoredQuantity, variantsById } from '../../catalog/index.ts';

/*
 * The lines of a page of orders, loaded together: one query per relation (adjustments, tax
 * lines, variants, shipping options) for the whole page, then each order's totals computed
 * from its own lines (carts/totals.ts), so a page of 50 orders costs the same few queries as
 * one order.
 */

export interface OrderLines {
  items: LineItem[];
  shipping_methods: ShippingMethod[];
  totals: Totals;
}

const byKey = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

export async function loadLinesOfOrders(
  db: Executor,
  orderIds: string[],
  giftCardTotals: Map<string, number>,
): Promise<Map<string, OrderLines>> {
  const [items, methods] = await Promise.all([
    itemsOfOrders(db, orderIds),
    methodsOfOrders(db, orderIds),
  ]);
  const variantIds = [
    ...new Set(items.map((item) => item.variant_id).filter((id): id is string => id !== null)),
  ];
  const [adjustments, itemTaxLines, methodTaxLines, variantRows, optionRows] = await Promise.all([
    adjustmentsOf(
      db,
      items.map((item) => item.id),
    ),
    itemTaxLinesOf(
      db,
      items.map((item) => item.id),
    ),
    methodTaxLinesOf(
      db,
      methods.map((method) => method.id),
    ),
    variantsById(db, variantIds),
    findShippingOptions(db, [...new Set(methods.map((method) => method.shipping_option_id))]),
  ]);
  const [variants, options] = await Promise.all([
    loadVariants(db, variantRows),
    loadShippingOptions(db, optionRows),
  ]);
  const adjustmentsByItem = byKey(adjustments, (a) => a.item_id);
  const taxesByItem = byKey(itemTaxLines, (t) => t.item_id);
  const taxesByMethod = byKey(methodTaxLines, (t) => t.shipping_method_id);
  const itemsByOrder = byKey(items, (item) => item.order_id);
  const methodsByOrder = byKey(methods, (method) => method.order_id);

  const linesOf = (orderItems: LineItemRow[], orderMethods: ShippingMethodRow[], cards: number) => {
    const {
      totals,
      items: itemTotals,
      shipping,
    } = computeTotals(
      orderItems.map((item) => ({
        unit_price: item.unit_price,
        quantity: item.quantity,
        includes_tax: item.includes_tax,
        adjustments: (adjustmentsByItem.get(item.id) ?? []).map((a) => a.amount),
        tax_rates: (taxesByItem.get(item.id) ?? []).map((t) => t.rate),
      })),
      orderMethods.map((method) => ({
        price: method.price,
        includes_tax: method.includes_tax,
        tax_rates: (taxesByMethod.get(method.id) ?? []).map((t) => t.rate),
      })),
      cards,
    );
    return {
      totals,
      items: orderItems.map((item, i) => {
        const variant = variants.find((v) => v.id === item.variant_id);
        return toLineItem(item, {
          adjustments: adjustmentsByItem.get(item.id) ?? [],
          tax_lines: taxesByItem.get(item.id) ?? [],
          totals: itemTotals[i] as (typeof itemTotals)[number],
          ...(variant ? { variant } : {}),
        });
      }),
      shipping_methods: orderMethods.map((method, i) => {
        const option = options.find((o) => o.id === method.shipping_option_id);
        return toShippingMethod(method, {
          tax_lines: taxesByMethod.get(method.id) ?? [],
          totals: shipping[i] as (typeof shipping)[number],
          ...(option ? { shipping_option: option } : {}),
        });
      }),
    };
  };

  return new Map(
    orderIds.map((id) => [
      id,
      linesOf(
        itemsByOrder.get(id) ?? [],
        methodsByOrder.get(id) ?? [],
        giftCardTotals.get(id) ?? 0,
      ),
    ]),
  );
}

/**
 * The lines of an order placed from `cart` in this transaction, from the cart's answer that
 * completion has just built (issue 29: the order's answer read the same lines, adjustments,
 * tax lines, shipping options and variants again). The lines are the cart's, handed to the
 * order unchanged but for `order_id`; their variants are the cart answer's with the
 * `inventory_quantity` the stock reservation stored (`stock`, from its update's RETURNING;
 * a variant whose stock is not counted kept its figure). The totals are the cart's: the
 * caller uses this only for a cart without gift cards, whose order's totals have none either.
 */
export function linesOfPlacedCart(
  orderId: string,
  cart: LoadedCart,
  stock: readonly StoredQuantity[],
): OrderLines {
  const stored = new Map(stock.map((s) => [s.id, s.inventory_quantity]));
  // A loaded cart's totals are numbers (carts/totals.ts); the wire type also allows null.
  const totals: Totals = {
    subtotal: cart.subtotal,
    discount_total: cart.discount_total,
    item_tax_total: cart.item_tax_total ?? 0,
    shipping_total: cart.shipping_total,
    shipping_tax_total: cart.shipping_tax_total ?? 0,
    tax_total: cart.tax_total ?? 0,
    gift_card_total: cart.gift_card_total,
    gift_card_tax_total: cart.gift_card_tax_total ?? 0,
    total: cart.total,
  };
  return {
    items: cart.items.map((item) => {
      const quantity = item.variant ? stored.get(item.variant.id) : undefined;
      return {
        ...item,
        order_id: orderId,
        ...(item.variant && quantity !== undefined
          ? { variant: { ...item.variant, inventory_quantity: quantity } }
          : {}),
      };
    }),
    shipping_methods: cart.shipping_methods.map((method) => ({ ...method, order_id: orderId })),
    totals,
  };
}
