import type { AdminGetProductData } from '@commerce/client/admin/products';
import type { AdminListRegionsData } from '@commerce/client/admin/regions';
import type { AdminListStockLocationsData } from '@commerce/client/admin/stock-locations';
import type { AdminGetStoreData } from '@commerce/client/admin/store';
import { priceColumns } from '../../lib/catalog/price-columns.ts';
import { integerCell, moneyCell } from '../../lib/grid/cell-types.ts';
import type { GridColumn } from '../../lib/grid/use-grid-edits.ts';

export type Variant = NonNullable<AdminGetProductData['product']['variants']>[number];
type Price = NonNullable<Variant['prices']>[number];
type Location = AdminListStockLocationsData['stock_locations'][number];

/** What a grid column writes: a default price (per currency or region) or a location's stock. */
export type ColumnTarget =
  | { kind: 'price'; currency_code: string; region_id?: string }
  | { kind: 'stock'; location_id: string };

export interface ProductGridColumn extends GridColumn {
  target: ColumnTarget;
}

/**
 * A price per store currency, a price per region (in its currency) — the same columns as the
 * create wizard's prices step — then the stock at each location.
 */
export function productGridColumns(
  store: AdminGetStoreData['store'] | undefined,
  regions: readonly AdminListRegionsData['regions'][number][],
  locations: readonly Location[],
  stockHeader: (location: string) => string,
): ProductGridColumn[] {
  const prices = priceColumns(store, regions).map(
    (column): ProductGridColumn => ({
      id: column.id,
      header: column.label,
      type: moneyCell(column.currency_code),
      target: {
        kind: 'price',
        currency_code: column.currency_code,
        ...(column.region_id ? { region_id: column.region_id } : {}),
      },
    }),
  );
  const stock = locations.map(
    (location): ProductGridColumn => ({
      id: `loc_${location.id}`,
      header: stockHeader(location.name),
      type: integerCell({ required: true }),
      target: { kind: 'stock', location_id: location.id },
    }),
  );
  return [...prices, ...stock];
}

/** A variant's own default prices (not those of price lists). */
export const defaultPrices = (variant: Variant): Price[] =>
  (variant.prices ?? []).filter((price) => !price.price_list_id);

/** The default price a price column shows: the region's, or the currency's without a region. */
export function priceAt(variant: Variant, target: ColumnTarget): Price | undefined {
  if (target.kind !== 'price') return undefined;
  return defaultPrices(variant).find((price) =>
    target.region_id
      ? price.region_id === target.region_id
      : !price.region_id && price.currency_code === target.currency_code,
  );
}
