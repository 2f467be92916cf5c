import { useAdminListOrders } from '@commerce/client/admin/orders';

export interface OrderRef {
  id: string;
  display_id: number;
  currency_code: string;
}

/**
 * The orders a page of returns or exchanges belongs to (their numbers and currencies): a
 * return or swap names only its order's id, so the page's distinct orders are read in one
 * request (`GET /admin/orders?id[]=…`).
 */
export function useOrderRefs(orderIds: readonly (string | null | undefined)[]) {
  const ids = [...new Set(orderIds.filter((id): id is string => Boolean(id)))].sort();
  const query = useAdminListOrders(
    { id: ids, limit: Math.max(ids.length, 1) },
    { enabled: ids.length > 0 },
  );
  const refs = new Map<string, OrderRef>();
  for (const order of query.data?.orders ?? []) {
    refs.set(order.id, {
      id: order.id,
      display_id: order.display_id,
      currency_code: order.currency_code,
    });
  }
  return refs;
}
