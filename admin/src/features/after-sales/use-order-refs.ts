import { useMedusa } from '@commerce/client';
import { adminGetOrderQueryOptions } from '@commerce/client/admin';
import { useQueries } from '@tanstack/react-query';

export interface OrderRef {
  id: string;
  display_id: number;
  currency_code: string;
}

/**
 * The orders a page of returns or exchanges belongs to (their numbers and currencies): a
 * return or swap names only its order's id, and `GET /admin/orders` filters by one id only,
 * so each distinct order is read once (and shared with the order screen's cache).
 */
export function useOrderRefs(orderIds: readonly (string | null | undefined)[]) {
  const { client } = useMedusa();
  const ids = [...new Set(orderIds.filter((id): id is string => Boolean(id)))];
  const results = useQueries({
    queries: ids.map((id) => adminGetOrderQueryOptions(client, { id })),
  });
  const refs = new Map<string, OrderRef>();
  for (const result of results) {
    const order = result.data?.order;
    if (order) {
      refs.set(order.id, {
        id: order.id,
        display_id: order.display_id,
        currency_code: order.currency_code,
      });
    }
  }
  return refs;
}
