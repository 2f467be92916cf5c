import type { AdminListOrdersParams } from '@commerce/client/admin/orders';

/*
 * The values of an order's three state machines (server/README.md, "Orders: states and
 * transitions"), in the order a list filter offers them. Kept library-free: the list's URL
 * validator imports them, so they are in the first page's bundle.
 */

export const ORDER_STATUSES = [
  'pending',
  'requires_action',
  'completed',
  'canceled',
  'archived',
] as const satisfies NonNullable<AdminListOrdersParams['status']>;

export const PAYMENT_STATUSES = [
  'not_paid',
  'awaiting',
  'requires_action',
  'captured',
  'partially_refunded',
  'refunded',
  'canceled',
] as const satisfies NonNullable<AdminListOrdersParams['payment_status']>;

export const FULFILLMENT_STATUSES = [
  'not_fulfilled',
  'partially_fulfilled',
  'fulfilled',
  'partially_shipped',
  'shipped',
  'partially_returned',
  'returned',
  'canceled',
  'requires_action',
] as const satisfies NonNullable<AdminListOrdersParams['fulfillment_status']>;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];
