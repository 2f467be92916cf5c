import { useAdminListCollections } from '@commerce/client/admin/collections';
import { useAdminListProductCategories } from '@commerce/client/admin/product-categories';
import { useAdminListRegions } from '@commerce/client/admin/regions';
import { useAdminListSalesChannels } from '@commerce/client/admin/sales-channels';
import { useAdminListStockLocations } from '@commerce/client/admin/stock-locations';
import { useAdminGetStore } from '@commerce/client/admin/store';
import { useMemo } from 'react';
import { priceColumns } from '../../lib/catalog/price-columns.ts';
import { useCapability } from '../../lib/feature-flags/capabilities.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';

/** The API's largest page: a store's regions, locations and channels fit in one. */
const ALL = 1000;

/**
 * What a product is set up against: the store (currencies, default channel and location),
 * regions (price columns), stock locations, collections, categories and sales channels.
 * Regions, locations and channels are other areas': a role that cannot read one is not asked
 * for it (issue 21) and the wizard goes without it (no region prices, no channel choice, stock
 * at the default location only).
 */
export function useStoreSetup() {
  const { can } = usePermissions();
  const readsRegions = can('regions:read');
  const readsLocations = can('inventory:read');
  const readsChannels = can('channels:read');
  // Categories are a flag on Medusa v1 (off by default, issue 25): not asked for without it.
  const hasCategories = useCapability('product_categories') === true;
  const store = useAdminGetStore();
  const regions = useAdminListRegions({ limit: ALL }, { enabled: readsRegions });
  const locations = useAdminListStockLocations({ limit: ALL }, { enabled: readsLocations });
  const collections = useAdminListCollections({ limit: ALL, order: 'title' });
  const categories = useAdminListProductCategories({ limit: ALL }, { enabled: hasCategories });
  const channels = useAdminListSalesChannels({ limit: ALL }, { enabled: readsChannels });
  // A query left off stays pending for ever: only the ones asked for are waited for.
  const queries = [
    store,
    collections,
    ...(hasCategories ? [categories] : []),
    ...(readsRegions ? [regions] : []),
    ...(readsLocations ? [locations] : []),
    ...(readsChannels ? [channels] : []),
  ];
  const columns = useMemo(
    () => priceColumns(store.data?.store, regions.data?.regions ?? []),
    [store.data, regions.data],
  );
  return {
    // The store query also brings the capabilities: while it loads, nothing is known.
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
    canChooseChannels: readsChannels,
    hasCategories,
    /** Whether stock can be set beyond the default location, whose stock goes in the create. */
    stocksEverywhere: readsLocations && can('inventory:write'),
  };
}

export type StoreSetup = ReturnType<typeof useStoreSetup>;
