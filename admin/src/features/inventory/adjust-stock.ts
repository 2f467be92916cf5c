import type { Client } from '@commerce/client';
import {
  adminCreateInventoryItemLocationLevel,
  adminListInventoryItemLocationLevels,
  adminUpdateInventoryItemLocationLevel,
} from '@commerce/client/admin/inventory-items';

export const STOCK_FIELDS = ['stocked_quantity', 'incoming_quantity'] as const;
export type StockField = (typeof STOCK_FIELDS)[number];
export const ADJUST_MODES = ['set', 'add'] as const;
export type AdjustMode = (typeof ADJUST_MODES)[number];

/** One change applied to every selected item at one location. */
export interface Adjustment {
  locationId: string;
  field: StockField;
  mode: AdjustMode;
  /** The new quantity (`set`), or how many to add, negative to take away (`add`). */
  amount: number;
}

/** An adjustment that would leave a negative quantity: refused before any request. */
export class BelowZeroError extends Error {
  constructor(readonly current: number) {
    super(`Quantity would go below 0 (now ${current})`);
  }
}

/** The quantity after the adjustment, from the one the level has now (0 without a level). */
export function adjustedQuantity(current: number, adjustment: Adjustment): number {
  const next = adjustment.mode === 'set' ? adjustment.amount : current + adjustment.amount;
  if (next < 0) throw new BelowZeroError(current);
  return next;
}

/**
 * Adjusts one item at the adjustment's location. The level is read first, not taken from
 * the list: the row may be stale or filtered to other locations, and "add" must add to the
 * quantity the server has now. An item not yet stocked there gets a new level.
 */
export async function adjustItem(client: Client, itemId: string, adjustment: Adjustment) {
  const { locationId, field } = adjustment;
  const { inventory_item } = await adminListInventoryItemLocationLevels(client, {
    id: itemId,
    location_id: [locationId],
  });
  const level = inventory_item.location_levels.find((l) => l.location_id === locationId);
  const next = adjustedQuantity(level ? level[field] : 0, adjustment);
  if (level) {
    return adminUpdateInventoryItemLocationLevel(
      client,
      { id: itemId, location_id: locationId },
      { [field]: next },
    );
  }
  return adminCreateInventoryItemLocationLevel(
    client,
    { id: itemId },
    {
      location_id: locationId,
      stocked_quantity: field === 'stocked_quantity' ? next : 0,
      incoming_quantity: field === 'incoming_quantity' ? next : 0,
    },
  );
}
