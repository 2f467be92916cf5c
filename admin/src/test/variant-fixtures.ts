import type { PickerVariant } from '../lib/variant-picker/variant-price.ts';

const stamp = '2025-01-01T00:00:00.000Z';

/** A currency (or region) price of a variant, as product lists carry them. */
export const price = (amount: number, currency_code: string, region_id: string | null = null) => ({
  id: `ma_${currency_code}_${amount}`,
  currency_code,
  amount,
  min_quantity: null,
  max_quantity: null,
  price_list_id: null,
  region_id,
  variant_id: 'v',
  created_at: stamp,
  updated_at: stamp,
  deleted_at: null,
});
/** A variant as `GET /admin/products` lists it, priced in euros by default. */
export function variant(
  id: string,
  title: string,
  sku: string | null,
  prices = [price(2500, 'eur')],
) {
  return {
    id,
    title,
    product_id: 'prod',
    sku,
    barcode: null,
    ean: null,
    upc: null,
    variant_rank: 0,
    inventory_quantity: 10,
    allow_backorder: false,
    manage_inventory: true,
    hs_code: null,
    origin_country: null,
    mid_code: null,
    material: null,
    weight: null,
    length: null,
    height: null,
    width: null,
    prices,
    options: [],
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
    metadata: null,
  } satisfies PickerVariant;
}

/** `GET /admin/products` answering one page of these products, whatever the search. */
export const productsAnswer = (products: unknown[]) => ({
  products,
  count: products.length,
  offset: 0,
  limit: 10,
});
