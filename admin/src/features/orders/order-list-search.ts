import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';
import { FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './order-statuses.ts';

export const ORDER_FILTERS = [
  'status',
  'payment_status',
  'fulfillment_status',
  'region_id',
  'sales_channel_id',
  'customer_id',
  'created_from',
  'created_to',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export type OrderListSearch = ListSearch<OrderFilter>;

/**
 * `/a/orders`'s URL: the sorts and filters of `GET /admin/orders`, named as the API names
 * them, except the date range: `created_from`/`created_to` hold calendar days
 * (`2025-03-01`), which the query turns into `created_at[gte]`/`[lt]` in the user's time zone.
 */
export const orderListSearch = listSearchValidator<OrderFilter>({
  sorts: ['created_at', 'updated_at', 'display_id', 'email'],
  filters: {
    status: ORDER_STATUSES,
    payment_status: PAYMENT_STATUSES,
    fulfillment_status: FULFILLMENT_STATUSES,
    region_id: null,
    sales_channel_id: null,
    customer_id: null,
    created_from: null,
    created_to: null,
  },
});
