import type { AdminAddPriceListPricesBody } from '@commerce/client/admin/price-lists';
import type { AdminListProductsData } from '@commerce/client/admin/products';
import type { PriceColumn } from '../../lib/catalog/price-columns.ts';
import { moneyCell } from '../../lib/grid/cell-types.ts';
import type { CellChangeOut, GridColumn } from '../../lib/grid/use-grid-edits.ts';
import type { PriceList } from './price-list-format.ts';

type Product = AdminListProductsData['products'][number];
type Variant = NonNullable<Product['variants']>[number];
type ListPrice = NonNullable<PriceList['prices']>[number];

/** A grid row: one variant of a product in the list. */
export interface PriceRow {
  product: Pick<Product, 'id' | 'title'>;
  variant: Pick<Variant, 'id' | 'title'>;
}

export interface PriceGridColumn extends GridColumn {
  target: PriceColumn;
}

export const rowId = (row: PriceRow) => row.variant.id;

export function gridColumns(columns: readonly PriceColumn[]): PriceGridColumn[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.label,
    type: moneyCell(column.currency_code),
    target: column,
  }));
}

/** Every variant of the products, in the products' order. */
export function rowsOf(products: readonly Product[]): PriceRow[] {
  return products.flatMap((product) =>
    (product.variants ?? []).map((variant) => ({
      product: { id: product.id, title: product.title },
      variant: { id: variant.id, title: variant.title },
    })),
  );
}

/**
 * The list's price a cell shows: the variant's in the region, or in the currency without a
 * region. Prices with quantity tiers are left out: one cell holds one price.
 */
export function listPriceAt(
  prices: readonly ListPrice[],
  variantId: string,
  target: PriceColumn,
): ListPrice | undefined {
  return prices.find(
    (price) =>
      price.variant_id === variantId &&
      price.min_quantity == null &&
      price.max_quantity == null &&
      (target.region_id
        ? price.region_id === target.region_id
        : !price.region_id && price.currency_code === target.currency_code),
  );
}

/** The columns that already hold a price of the list, in the store's order. */
export function pricedColumns(prices: readonly ListPrice[], columns: readonly PriceColumn[]) {
  return columns.filter((column) =>
    prices.some((price) => listPriceAt([price], price.variant_id ?? '', column)),
  );
}

export interface PriceSave {
  /** `POST /admin/price-lists/{id}/prices/batch`: new prices, and changed ones by id. */
  upserts: AdminAddPriceListPricesBody['prices'];
  /** `DELETE /admin/price-lists/{id}/prices/batch`: the cleared cells' prices. */
  removals: string[];
}

/** One Save's requests, from the changed cells only. */
export function priceSave(
  changes: readonly CellChangeOut<PriceRow>[],
  prices: readonly ListPrice[],
): PriceSave {
  const save: PriceSave = { upserts: [], removals: [] };
  for (const change of changes) {
    const target = (change.column as PriceGridColumn).target;
    const existing = listPriceAt(prices, change.row.variant.id, target);
    if (change.value === null) {
      if (existing) save.removals.push(existing.id);
      continue;
    }
    save.upserts.push({
      ...(existing ? { id: existing.id } : {}),
      variant_id: change.row.variant.id,
      amount: change.value,
      ...(target.region_id
        ? { region_id: target.region_id }
        : { currency_code: target.currency_code }),
    });
  }
  return save;
}
