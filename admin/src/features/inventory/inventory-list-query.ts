import type { Client } from '@commerce/client';
import {
  type AdminListInventoryItemsData,
  adminListInventoryItemsQueryOptions,
} from '@commerce/client/admin/inventory-items';
import { keepPreviousData } from '@tanstack/react-query';
import { pageParams } from '../../lib/lists/list-state.ts';
import type { InventoryListSearch } from './inventory-list-search.ts';

export type InventoryItem = AdminListInventoryItemsData['inventory_items'][number];
export type LocationLevel = InventoryItem['location_levels'][number];

/** The quantities a row shows: over the levels listed (the server limits them to the filter). */
export interface Quantities {
  stocked: number;
  reserved: number;
  incoming: number;
  available: number;
}

export function quantitiesOf(levels: readonly LocationLevel[]): Quantities {
  const sum = (pick: (level: LocationLevel) => number) =>
    levels.reduce((total, level) => total + pick(level), 0);
  return {
    stocked: sum((level) => level.stocked_quantity),
    reserved: sum((level) => level.reserved_quantity),
    incoming: sum((level) => level.incoming_quantity),
    available: sum((level) => level.available_quantity),
  };
}

/** The `GET /admin/inventory-items` query for the list's URL. */
export function inventoryListQueryOptions(client: Client, search: InventoryListSearch) {
  return {
    ...adminListInventoryItemsQueryOptions(client, {
      ...pageParams(search),
      ...(search.location_id ? { location_id: search.location_id } : {}),
    }),
    placeholderData: keepPreviousData,
    select: (data: AdminListInventoryItemsData) => ({
      rows: data.inventory_items,
      count: data.count,
    }),
  };
}
