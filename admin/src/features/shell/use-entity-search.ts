import { useMedusa } from '@commerce/client';
import { adminListCollectionsQueryOptions } from '@commerce/client/admin/collections';
import { adminListCustomersQueryOptions } from '@commerce/client/admin/customers';
import { adminGetDiscountByCodeQueryOptions } from '@commerce/client/admin/discounts';
import { adminListOrdersQueryOptions } from '@commerce/client/admin/orders';
import { adminListProductsQueryOptions } from '@commerce/client/admin/products';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Fewer characters than this match too much to be worth a request. */
export const MIN_SEARCH_LENGTH = 2;
/** An order's display id ("7", "#7") is worth a search at any length. */
const DISPLAY_ID = /^#?\d+$/;

/** What a discount code can look like: one word of letters, digits, `-` and `_`. */
const CODE = /^[\p{L}\p{N}_-]+$/u;

/** Whether `q` could be a discount code, worth an exact look-up. */
export function couldBeCode(q: string): boolean {
  return q.length >= MIN_SEARCH_LENGTH && CODE.test(q);
}

/** Whether `q` is long enough (or a display id) to be sent. */
export function isSearchable(q: string): boolean {
  return q.length >= MIN_SEARCH_LENGTH || DISPLAY_ID.test(q);
}

/** Results per kind: the palette is for jumping, not browsing. */
export const SEARCH_LIMIT = 5;

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Products, collections, orders and customers matching `text` (`GET /admin/{kind}?q=`),
 * and the discount whose code is exactly `text` (`GET /admin/discounts/code/{code}`; a 404
 * just means there is none), asked once the typing pauses. Each kind fails on its own: orders answer 501 until their
 * issue lands, which must not hide the products found.
 */
export function useEntitySearch(text: string) {
  const { client } = useMedusa();
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const params = { q, limit: SEARCH_LIMIT };
  // A failed search is shown, not retried: the user is typing the next one already.
  const options = { enabled: isSearchable(q), retry: false } as const;
  const products = useQuery({ ...adminListProductsQueryOptions(client, params), ...options });
  const orders = useQuery({ ...adminListOrdersQueryOptions(client, params), ...options });
  const customers = useQuery({ ...adminListCustomersQueryOptions(client, params), ...options });
  const collections = useQuery({ ...adminListCollectionsQueryOptions(client, params), ...options });
  const discount = useQuery({
    ...adminGetDiscountByCodeQueryOptions(client, { code: q }),
    ...options,
    enabled: couldBeCode(q),
  });
  return { q, enabled: options.enabled, products, collections, orders, customers, discount };
}
