/*
 * The columns of the product CSV that the `product-import` batch job reads and
 * `product-export` writes (server/src/jobs/product-csv.ts, jobs/README.md): one line per
 * variant. Shared here so the server's import and the admin's downloadable template are
 * one list: a column added to the import is in the template at once.
 */

/** The fixed columns, in the order export writes them. */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'product_handle',
  'product_title',
  'product_subtitle',
  'product_description',
  'product_status',
  'product_thumbnail',
  'product_weight',
  'product_collection_id',
  'product_type',
  'product_tags',
  'variant_id',
  'variant_title',
  'variant_sku',
  'variant_barcode',
  'variant_inventory_quantity',
  'variant_allow_backorder',
  'variant_manage_inventory',
] as const;

/** The columns the import cannot do without. */
export const PRODUCT_CSV_REQUIRED_COLUMNS = ['product_handle', 'variant_title'] as const;

/** Option N's name and value columns (N = 1, 2, …). */
export const OPTION_COLUMN = /^option_(\d+)_(name|value)$/;
export function optionColumns(n: number): [string, string] {
  return [`option_${n}_name`, `option_${n}_value`];
}

/** A price in one currency, in minor units (`price_eur`). */
export const PRICE_COLUMN = /^price_([a-z]{3})$/;
export function priceColumn(currency: string): string {
  return `price_${currency.toLowerCase()}`;
}

/**
 * The header of an import file for a store in `currencies`, with `options` option
 * columns: every column the import accepts, in export's order.
 */
export function productCsvHeader({
  currencies,
  options = 1,
}: {
  currencies: readonly string[];
  options?: number;
}): string[] {
  const header: string[] = [...PRODUCT_CSV_COLUMNS];
  for (let n = 1; n <= options; n++) header.push(...optionColumns(n));
  for (const currency of [...new Set(currencies.map((c) => c.toLowerCase()))].sort()) {
    header.push(priceColumn(currency));
  }
  return header;
}

/** A template to fill in: the header line only (the names need no CSV quoting). */
export function productImportTemplate(options: Parameters<typeof productCsvHeader>[0]): string {
  return `${productCsvHeader(options).join(',')}\r\n`;
}
