import { useAdminListPriceListProducts } from '@commerce/client/admin/price-lists';
import { useAdminListProducts } from '@commerce/client/admin/products';
import { useMemo } from 'react';

/** The API's largest page. */
const ALL = 1000;

/**
 * The products whose variants the grid prices: those with a price in the list, then those
 * just added here (they have none yet, so the list's own products endpoint does not name them).
 */
export function usePriceListProducts(listId: string, added: readonly string[]) {
  const listed = useAdminListPriceListProducts({ id: listId, limit: ALL });
  const extra = useAdminListProducts(
    { id: [...added], limit: Math.max(added.length, 1) },
    { enabled: added.length > 0 },
  );
  const products = useMemo(() => {
    const own = listed.data?.products ?? [];
    const known = new Set(own.map((product) => product.id));
    const more = (extra.data?.products ?? []).filter((product) => !known.has(product.id));
    return [...own, ...more];
  }, [listed.data, extra.data]);
  return {
    products,
    isPending: listed.isPending || (added.length > 0 && extra.isPending),
    error: listed.error ?? extra.error,
    refetch: () => void listed.refetch(),
  };
}
