import {
  OPTION_COLUMN,
  optionColumns,
  PRICE_COLUMN,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  priceColumn,
} from '@commerce/client/product-csv';
import { unguardFormula } from './csv.ts';
import type {
  CatalogProduct,
  ProductStatus,
  ProductWrite,
  VariantWrite,
} from './product-catalog.ts';

/*
 * The product CSV of product-export and product-import: one line per variant, the
 * product's columns repeated on each of its lines (docs in jobs/README.md).
 *
 *   product_id, product_handle, product_title, product_subtitle, product_description,
 *   product_status, product_thumbnail, product_weight, product_collection_id, product_type,
 *   product_tags (separated by `;`), variant_id, variant_title, variant_sku, variant_barcode,
 *   variant_inventory_quantity, variant_allow_backorder, variant_manage_inventory,
 *   option_N_name, option_N_value (N = 1, 2, …), price_<currency> (minor units, e.g. price_eur)
 */

// The columns are shared with the admin's import template (@commerce/client/product-csv).
export const PRODUCT_COLUMNS = PRODUCT_CSV_COLUMNS;

const STATUSES: ProductStatus[] = ['draft', 'proposed', 'published', 'rejected'];
type Cell = string | number | boolean | null;

/** The header and the lines of `products`, with as many option and price columns as they need. */
export function productRows(products: CatalogProduct[]): Cell[][] {
  const optionCount = Math.max(0, ...products.map((p) => p.options.length));
  const currencies = [
    ...new Set(
      products.flatMap((p) => p.variants.flatMap((v) => v.prices.map((x) => x.currency_code))),
    ),
  ].sort();
  const header: Cell[] = [...PRODUCT_COLUMNS];
  for (let i = 1; i <= optionCount; i++) header.push(...optionColumns(i));
  for (const currency of currencies) header.push(priceColumn(currency));
  const rows: Cell[][] = [header];
  for (const p of products) {
    for (const v of p.variants) {
      const row: Cell[] = [
        p.id,
        p.handle,
        p.title,
        p.subtitle,
        p.description,
        p.status,
        p.thumbnail,
        p.weight,
        p.collection_id,
        p.type,
        p.tags.join(';'),
        v.id,
        v.title,
        v.sku,
        v.barcode,
        v.inventory_quantity,
        v.allow_backorder,
        v.manage_inventory,
      ];
      for (let i = 0; i < optionCount; i++) row.push(p.options[i] ?? null, v.options[i] ?? null);
      for (const currency of currencies) {
        row.push(v.prices.find((x) => x.currency_code === currency)?.amount ?? null);
      }
      rows.push(row);
    }
  }
  return rows;
}

export interface RowError {
  line: number;
  message: string;
}

export interface ParsedImport {
  /** Products in file order, keyed by handle; `id` when the file names an existing product. */
  products: (ProductWrite & { id?: string })[];
  errors: RowError[];
}

function integer(value: string, column: string, line: number, errors: RowError[], min = 0) {
  if (!/^-?\d+$/.test(value) || Number(value) < min) {
    errors.push({
      line,
      message: `${column} must be an integer of at least ${min}, got "${value}"`,
    });
    return undefined;
  }
  return Number(value);
}

function bool(value: string, column: string, line: number, errors: RowError[]) {
  const v = value.toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  errors.push({ line, message: `${column} must be true or false, got "${value}"` });
  return undefined;
}

/** A cell's text: trimmed, then without export's formula guard (csv.ts), so `'\t=x` reads `\t=x`. */
function cell(cells: string[], at: number): string {
  return unguardFormula((cells[at] ?? '').trim());
}

/** Validates and groups the lines of a product CSV (the first row is the header). */
export function parseProductRows(rows: string[][]): ParsedImport {
  const errors: RowError[] = [];
  const [header, ...lines] = rows;
  if (!header) return { products: [], errors: [{ line: 1, message: 'The file is empty' }] };
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  for (const required of PRODUCT_CSV_REQUIRED_COLUMNS) {
    if (!index.has(required)) errors.push({ line: 1, message: `Missing column ${required}` });
  }
  const known = new Set<string>(PRODUCT_COLUMNS);
  for (const name of index.keys()) {
    if (!known.has(name) && !OPTION_COLUMN.test(name) && !PRICE_COLUMN.test(name)) {
      errors.push({ line: 1, message: `Unknown column ${name}` });
    }
  }
  if (errors.length > 0) return { products: [], errors };

  const byHandle = new Map<string, ProductWrite & { id?: string }>();
  for (const [i, cells] of lines.entries()) {
    const line = i + 2;
    const get = (column: string) => {
      const at = index.get(column);
      return at === undefined ? undefined : cell(cells, at);
    };
    const text = (column: string) => {
      const value = get(column);
      return value === undefined || value === '' ? undefined : value;
    };
    const handle = text('product_handle');
    if (!handle) {
      errors.push({ line, message: 'product_handle is required' });
      continue;
    }
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(handle)) {
      errors.push({
        line,
        message: `product_handle "${handle}" must be lowercase words joined by -`,
      });
      continue;
    }
    let product = byHandle.get(handle);
    if (!product) {
      const status = text('product_status');
      if (status && !STATUSES.includes(status as ProductStatus)) {
        errors.push({ line, message: `product_status must be one of ${STATUSES.join(', ')}` });
      }
      const weight = text('product_weight');
      const tags = text('product_tags');
      product = {
        handle,
        ...(text('product_id') ? { id: text('product_id') } : {}),
        ...(text('product_title') ? { title: text('product_title') } : {}),
        ...(text('product_subtitle') ? { subtitle: text('product_subtitle') } : {}),
        ...(text('product_description') ? { description: text('product_description') } : {}),
        ...(status ? { status: status as ProductStatus } : {}),
        ...(text('product_thumbnail') ? { thumbnail: text('product_thumbnail') } : {}),
        ...(weight ? { weight: integer(weight, 'product_weight', line, errors) ?? null } : {}),
        ...(text('product_collection_id') ? { collection_id: text('product_collection_id') } : {}),
        ...(text('product_type') ? { type: text('product_type') } : {}),
        ...(tags
          ? {
              tags: tags
                .split(';')
                .map((t) => t.trim())
                .filter(Boolean),
            }
          : {}),
        variants: [],
      };
      const options: string[] = [];
      for (let n = 1; index.has(`option_${n}_name`); n++) {
        const name = text(`option_${n}_name`);
        if (name) options.push(name);
      }
      if (options.length > 0) product.options = options;
      byHandle.set(handle, product);
    }
    const title = text('variant_title');
    if (!title) {
      errors.push({ line, message: 'variant_title is required' });
      continue;
    }
    const variant: VariantWrite = { title };
    const id = text('variant_id');
    if (id) variant.id = id;
    const sku = text('variant_sku');
    if (sku) variant.sku = sku;
    const barcode = text('variant_barcode');
    if (barcode) variant.barcode = barcode;
    const quantity = text('variant_inventory_quantity');
    if (quantity) {
      const n = integer(quantity, 'variant_inventory_quantity', line, errors);
      if (n !== undefined) variant.inventory_quantity = n;
    }
    for (const column of ['variant_allow_backorder', 'variant_manage_inventory'] as const) {
      const value = text(column);
      const parsed = value === undefined ? undefined : bool(value, column, line, errors);
      if (parsed !== undefined) {
        variant[column === 'variant_allow_backorder' ? 'allow_backorder' : 'manage_inventory'] =
          parsed;
      }
    }
    const values: string[] = [];
    for (let n = 1; n <= (product.options?.length ?? 0); n++) {
      const value = text(`option_${n}_value`);
      if (!value)
        errors.push({
          line,
          message: `option_${n}_value is required for option ${product.options?.[n - 1]}`,
        });
      else values.push(value);
    }
    if (values.length > 0) variant.options = values;
    const prices = [];
    for (const [name, at] of index) {
      const match = PRICE_COLUMN.exec(name);
      const value = cell(cells, at);
      if (!match?.[1] || value === '') continue;
      const amount = integer(value, name, line, errors);
      if (amount !== undefined) prices.push({ currency_code: match[1], amount });
    }
    if (prices.length > 0) variant.prices = prices;
    product.variants.push(variant);
  }
  return { products: [...byHandle.values()], errors };
}
