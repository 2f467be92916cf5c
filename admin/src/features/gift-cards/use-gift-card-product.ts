import { type AdminListProductsData, useAdminListProducts } from '@commerce/client/admin/products';
import { useAdminGetStore } from '@commerce/client/admin/store';

export type GiftCardProduct = AdminListProductsData['products'][number];
export type Denomination = NonNullable<GiftCardProduct['variants']>[number];

/**
 * The store's gift card product (the one product with `is_giftcard`, whose variants are the
 * denominations shoppers buy) and the store, whose currencies the denominations are priced in.
 */
export function useGiftCardProduct() {
  const products = useAdminListProducts({ is_giftcard: true, limit: 1, order: 'created_at' });
  const store = useAdminGetStore();
  return {
    product: products.data?.products[0] ?? null,
    store: store.data?.store,
    isPending: products.isPending || store.isPending,
    error: products.error ?? store.error,
    refetch: () => {
      void products.refetch();
      void store.refetch();
    },
  };
}

/** A denomination's own price in a currency (not a region's, not a price list's). */
export const priceIn = (variant: Denomination, currency: string) =>
  (variant.prices ?? []).find(
    (price) => !price.price_list_id && !price.region_id && price.currency_code === currency,
  );
