import { useMedusa } from '@commerce/client';
import { adminGetOrderQueryOptions } from '@commerce/client/admin/orders';
import { useQueries } from '@tanstack/react-query';

export interface OrderRef {
  id: string;
  display_id: number;
  currency_code: string;
}

/** What a reference needs of an order: both backends narrow the answer to it. */
const REF_FIELDS = 'id,display_id,currency_code';

/**
 * The orders a page of returns or exchanges belongs to (their numbers and currencies): a
 * return or swap names only its order's id, so each distinct order of the page is read by
 * its id (`GET /admin/orders/{id}?fields=id,display_id,currency_code`), cached per order.
 * Not one `GET /admin/orders?id[]=…`: Medusa v1 takes a single `id` there (400 "id must be
 * a string").
 */
export function useOrderRefs(orderIds: readonly (string | null | undefined)[]) {
  const { client } = useMedusa();
  const ids = [...new Set(orderIds.filter((id): id is string => Boolean(id)))].sort();
  return useQueries({
    queries: ids.map((id) => adminGetOrderQueryOptions(client, { id, fields: REF_FIELDS })),
    combine: refsOf,
  });
}

/** One reference per order read so far (a stable function: useQueries keeps its result). */
function refsOf(results: { data?: { order: OrderRef } | undefined }[]): Map<string, OrderRef> {
  const refs = new Map<string, OrderRef>();
  for (const result of results) {
    const order = result.data?.order;
    if (!order) continue;
    refs.set(order.id, {
      id: order.id,
      display_id: order.display_id,
      currency_code: order.currency_code,
    });
  }
  return refs;
}
