import type { StoreListCustomerOrdersParams } from '@commerce/client/store/customers';

/** Orders a page of `/account/orders` (the API's own default page size). */
export const ORDERS_PAGE_SIZE = 10;

/**
 * The query of one page of the shopper's orders, newest first (the operation's default);
 * the route's loader starts it. No `order`: Medusa v1 refuses it here (400, issue 25).
 */
export function ordersQuery(page: number): StoreListCustomerOrdersParams {
  return { limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE };
}
