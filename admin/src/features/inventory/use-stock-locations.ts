import { useMedusa } from '@commerce/client';
import {
  type AdminListStockLocationsData,
  adminListStockLocationsQueryOptions,
} from '@commerce/client/admin/stock-locations';
import { useQuery } from '@tanstack/react-query';

export type StockLocation = AdminListStockLocationsData['stock_locations'][number];

/** Every stock location (a store has a handful; the API's largest page holds them all). */
export function useStockLocations() {
  const { client } = useMedusa();
  return useQuery({
    ...adminListStockLocationsQueryOptions(client, { limit: 1000, order: 'name' }),
    select: (data: AdminListStockLocationsData) => data.stock_locations,
  });
}

/** A location's name by id, with `fallback` for one that is gone or not loaded yet. */
export function locationNamer(locations: readonly StockLocation[] | undefined, fallback: string) {
  const names = new Map((locations ?? []).map((location) => [location.id, location.name]));
  return (id: string) => names.get(id) ?? fallback;
}
