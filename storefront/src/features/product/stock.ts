export type StockState = 'in_stock' | 'low_stock' | 'backorder' | 'out_of_stock';

interface StockedVariant {
  inventory_quantity: number;
  allow_backorder: boolean;
  manage_inventory: boolean;
}

/** At or below this many units the page says how many are left. */
export const LOW_STOCK = 5;

/**
 * Whether the variant can be bought and how many at most: stock is checked only when the
 * store manages it, and a variant that allows backorder can be bought beyond it.
 */
export function stockOf(variant: StockedVariant): { state: StockState; max: number | undefined } {
  if (!variant.manage_inventory) return { state: 'in_stock', max: undefined };
  const units = variant.inventory_quantity;
  if (variant.allow_backorder) {
    return { state: units > 0 ? 'in_stock' : 'backorder', max: undefined };
  }
  if (units <= 0) return { state: 'out_of_stock', max: 0 };
  return { state: units <= LOW_STOCK ? 'low_stock' : 'in_stock', max: units };
}
