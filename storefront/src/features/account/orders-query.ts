import type { StoreListCustomerOrdersParams } from '@commerce/client/store/customers';

/** Orders a page of `/account/orders` (the API's own default page size). */
export const ORDERS_PAGE_SIZE = 10;

/** The query of one page of the shopper's orders, newest first; the route's loader starts it. */
export function ordersQuery(page: number): StoreListCustomerOrdersParams {
  return { limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE, order: '-created_at' };
}
