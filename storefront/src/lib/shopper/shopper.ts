import { type Client, ClientError, resourceKeys, useMedusa } from '@commerce/client';
import type { StorePaths } from '@commerce/client/contract';
// Types only. The header asks who is signed in on every page, and a module goes whole into
// one chunk: importing `storeGetCustomer` put every customer call (0.7 KB gzip; the account
// pages use them) in the first page's chunk (issue 23).
import type { StoreGetCustomerData } from '@commerce/client/store/customers/operations';
import { hashKey, type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';

/** The signed-in customer, with the saved addresses (`shipping_addresses`). */
export type Shopper = StoreGetCustomerData['customer'];

/**
 * Under the customers lists, so what refreshes them refreshes it too: the customer's own
 * changes (profile, addresses) and signing in or out (`x-invalidates: [customers]`).
 */
// resourceKeys, not the generated `queryKeys` map: the same keys without every admin and store
// resource's in the first page's chunk (issue 23).
const customerKeys = resourceKeys('store', 'customers');
const SHOPPER_KEY: QueryKey = [...customerKeys.lists(), 'me', 'shopper'];
/** `storeGetCustomer`'s request (`GET /store/customers/me`), through the same client. */
const SHOPPER_PATH = '/store/customers/me' satisfies keyof StorePaths;

/**
 * Who is signed in, from `GET /store/customers/me`: the customer, or null when the store
 * answers 401 (nobody is). Other failures stay errors, so an unreachable store is not
 * mistaken for a signed-out shopper.
 */
export function shopperQueryOptions(client: Client) {
  return {
    queryKey: SHOPPER_KEY,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Shopper | null> => {
      try {
        const answer = await client.request<StoreGetCustomerData>(
          { method: 'get', path: SHOPPER_PATH },
          { signal },
        );
        return answer.customer;
      } catch (error) {
        if (error instanceof ClientError && error.status === 401) return null;
        throw error;
      }
    },
  };
}

/** For route guards: the signed-in customer (from the cache when known), or null. */
export function loadShopper(context: {
  queryClient: QueryClient;
  client: Client;
}): Promise<Shopper | null> {
  return context.queryClient.ensureQueryData(shopperQueryOptions(context.client));
}

/** The whole query, for screens that show its loading and error states. */
export function useShopperQuery() {
  const { client } = useMedusa();
  return useQuery(shopperQueryOptions(client));
}

/**
 * The signed-in customer, or null (signed out, or not known yet). The checkout offers the
 * customer's saved addresses (`shopper.shipping_addresses`) with it.
 *
 * @example
 * const shopper = useShopper();
 * const saved = shopper?.shipping_addresses ?? [];
 */
export function useShopper(): Shopper | null {
  return useShopperQuery().data ?? null;
}

/** Marks the shopper as signed in with the customer the server answered. */
export function rememberShopper(queryClient: QueryClient, customer: Shopper): void {
  queryClient.setQueryData(SHOPPER_KEY, customer);
}

/**
 * After signing out: nobody is signed in, and the customer's orders, payment methods and
 * order details leave the cache, so the next person at this browser never sees them.
 */
export function forgetShopper(queryClient: QueryClient): void {
  queryClient.setQueryData(SHOPPER_KEY, null);
  queryClient.removeQueries({
    queryKey: customerKeys.all,
    predicate: (query) => query.queryHash !== hashKey(SHOPPER_KEY),
  });
  queryClient.removeQueries({ queryKey: resourceKeys('store', 'orders').all });
}
