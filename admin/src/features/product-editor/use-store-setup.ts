import {
  useAdminGetStore,
  useAdminListCollections,
  useAdminListProductCategories,
  useAdminListRegions,
  useAdminListSalesChannels,
  useAdminListStockLocations,
} from '@commerce/client/admin';
import { useMemo } from 'react';
import { priceColumns } from '../../lib/catalog/price-columns.ts';

/** The API's largest page: a store's regions, locations and channels fit in one. */
const ALL = 1000;

/**
 * What a product is set up against: the store (currencies, default channel and location),
 * regions (price columns), stock locations, collections, categories and sales channels.
 */
export function useStoreSetup() {
  const store = useAdminGetStore();
  const regions = useAdminListRegions({ limit: ALL });
  const locations = useAdminListStockLocations({ limit: ALL });
  const collections = useAdminListCollections({ limit: ALL, order: 'title' });
  const categories = useAdminListProductCategories({ limit: ALL });
  const channels = useAdminListSalesChannels({ limit: ALL });
  const queries = [store, regions, locations, collections, categories, channels];
  const columns = useMemo(
    () => priceColumns(store.data?.store, regions.data?.regions ?? []),
    [store.data, regions.data],
  );
  return {
    isPending: queries.some((query) => query.isPending),
    error: queries.find((query) => query.error)?.error ?? null,
    retry: () => {
      for (const query of queries) if (query.error) void query.refetch();
    },
    store: store.data?.store,
    columns,
    locations: locations.data?.stock_locations ?? [],
    collections: collections.data?.collections ?? [],
    categories: categories.data?.product_categories ?? [],
    channels: channels.data?.sales_channels ?? [],
  };
}

export type StoreSetup = ReturnType<typeof useStoreSetup>;
