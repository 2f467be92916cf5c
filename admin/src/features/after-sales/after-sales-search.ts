import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

/** `GET /admin/returns`'s `status` values. */
export const RETURN_STATUSES = ['requested', 'received', 'requires_action', 'canceled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** `GET /admin/swaps`'s `fulfillment_status` values. */
export const SWAP_FULFILLMENT_STATUSES = [
  'not_fulfilled',
  'fulfilled',
  'shipped',
  'partially_shipped',
  'canceled',
  'requires_action',
] as const;
export type SwapFulfillmentStatus = (typeof SWAP_FULFILLMENT_STATUSES)[number];

/** `GET /admin/swaps`'s `payment_status` values. */
export const SWAP_PAYMENT_STATUSES = [
  'not_paid',
  'awaiting',
  'captured',
  'confirmed',
  'canceled',
  'difference_refunded',
  'partially_refunded',
  'refunded',
  'requires_action',
] as const;
export type SwapPaymentStatus = (typeof SWAP_PAYMENT_STATUSES)[number];

export type ReturnListSearch = ListSearch<'status'>;
export type SwapListSearch = ListSearch<'fulfillment_status' | 'payment_status'>;

/** `/a/returns`'s URL: the sorts of `GET /admin/returns` and its status filter. */
export const returnListSearch = listSearchValidator<'status'>({
  sorts: ['created_at', 'received_at'],
  filters: { status: RETURN_STATUSES },
});

/** `/a/swaps`'s URL: the sorts of `GET /admin/swaps` and its two status filters. */
export const swapListSearch = listSearchValidator<'fulfillment_status' | 'payment_status'>({
  sorts: ['created_at'],
  filters: {
    fulfillment_status: SWAP_FULFILLMENT_STATUSES,
    payment_status: SWAP_PAYMENT_STATUSES,
  },
});
