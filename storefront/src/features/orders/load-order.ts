import { type Client, ClientError } from '@commerce/client';
import { storeGetOrderQueryOptions } from '@commerce/client/store/orders';
import { storeListReturnReasonsQueryOptions } from '@commerce/client/store/return-reasons';
import { storeListShippingOptionsQueryOptions } from '@commerce/client/store/shipping-options';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

/** For loaders: a 404 of the record the page needs shows the not-found page. */
export function notFoundOn404(error: unknown): never {
  if (error instanceof ClientError && error.status === 404) throw notFound();
  throw error;
}

/**
 * The loader of a return or an exchange: the order (its id is the credential, as in the
 * store API), then the return reasons and the region's return options start loading.
 */
export async function loadAfterSalesOrder(
  { queryClient, client }: { queryClient: QueryClient; client: Client },
  id: string,
): Promise<{ number: number }> {
  const { order } = await queryClient
    .ensureQueryData(storeGetOrderQueryOptions(client, { id }))
    .catch(notFoundOn404);
  void queryClient.prefetchQuery(storeListReturnReasonsQueryOptions(client));
  void queryClient.prefetchQuery(
    storeListShippingOptionsQueryOptions(client, { is_return: true, region_id: order.region_id }),
  );
  // The page's title names the order.
  return { number: order.display_id };
}
