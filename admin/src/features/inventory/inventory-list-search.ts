import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export type InventoryFilter = 'location_id';
export type InventoryListSearch = ListSearch<InventoryFilter>;

/** `/a/inventory`'s URL: search on SKU and title, the API's sorts, and the location filter. */
export const inventoryListSearch = listSearchValidator<InventoryFilter>({
  sorts: ['sku', 'title', 'created_at', 'updated_at'],
  filters: { location_id: null },
});
