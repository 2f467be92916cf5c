import type { StoreGetOrderParams } from '@commerce/client/store/orders';

/*
 * What the order pages show (the confirmation and the account's order), asked for by name
 * (issue 25, item 2): on a Medusa v1 backend `billing_address` is no default relation, and an
 * `expand` replaces Medusa's defaults rather than adding to them, so the list names every
 * relation the pages read. Each is one Medusa allows on `GET /store/orders/{id}`; our server
 * answers its defaults besides (returns, swaps, edits: the after-sales part).
 */
export const ORDER_DETAIL_RELATIONS = [
  'items',
  'items.variant',
  'shipping_address',
  'billing_address',
  'shipping_methods',
  'shipping_methods.shipping_option',
  'region',
  'payments',
  'fulfillments',
  'fulfillments.tracking_links',
  'discounts',
].join(',');

/** The query of one order as the order pages read it (one cache entry for both). */
export function orderDetailParams(id: string): StoreGetOrderParams {
  return { id, expand: ORDER_DETAIL_RELATIONS };
}

/**
 * Whether an order answer already holds what the pages show: the completion's answer does on
 * our server; Medusa's leaves out the billing address and the shipping methods' options.
 */
export function holdsOrderDetail(order: {
  billing_address?: unknown;
  shipping_methods?: Array<{ shipping_option?: unknown }>;
}): boolean {
  const methods = order.shipping_methods;
  if (order.billing_address === undefined || methods === undefined) return false;
  return methods.every((method) => method.shipping_option !== undefined);
}
