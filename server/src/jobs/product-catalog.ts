/*
 * What the product jobs need from the catalogue, and nothing more: the catalogue slice
 * implements this over its repository (server/src/domains/catalog/products/), and the jobs'
 * tests use an in-memory one. Amounts are integers in the currency's minor unit.
 */

export type ProductStatus = 'draft' | 'proposed' | 'published' | 'rejected';

export interface CatalogPrice {
  currency_code: string;
  amount: number;
}

export interface CatalogVariant {
  id: string;
  title: string;
  sku: string | null;
  barcode: string | null;
  inventory_quantity: number;
  allow_backorder: boolean;
  manage_inventory: boolean;
  /** One value per product option, in the product's option order. */
  options: string[];
  prices: CatalogPrice[];
}

export interface CatalogProduct {
  id: string;
  handle: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  status: ProductStatus;
  thumbnail: string | null;
  weight: number | null;
  collection_id: string | null;
  /** The product type's value (e.g. `Shirt`), not its id. */
  type: string | null;
  tags: string[];
  /** Option titles, e.g. `['Size', 'Color']`. */
  options: string[];
  variants: CatalogVariant[];
}

/** A product as an import writes it; an absent field is left as it is on update. */
export interface ProductWrite {
  handle: string;
  title?: string;
  subtitle?: string | null;
  description?: string | null;
  status?: ProductStatus;
  thumbnail?: string | null;
  weight?: number | null;
  collection_id?: string | null;
  type?: string | null;
  tags?: string[];
  options?: string[];
  variants: VariantWrite[];
}

/** A variant with `id` updates that variant of the product; without, one is created. */
export interface VariantWrite {
  id?: string;
  title: string;
  sku?: string | null;
  barcode?: string | null;
  inventory_quantity?: number;
  allow_backorder?: boolean;
  manage_inventory?: boolean;
  options?: string[];
  prices?: CatalogPrice[];
}

export interface ProductCatalog {
  /** A page of products with their variants, in a stable order, and how many match. */
  listProducts(page: {
    offset: number;
    limit: number;
    filters?: Record<string, unknown>;
  }): Promise<{ products: CatalogProduct[]; count: number }>;
  /** The products among these ids or handles that exist. */
  findProducts(keys: {
    ids?: string[];
    handles?: string[];
  }): Promise<{ id: string; handle: string }[]>;
  /** Creates a product with its options, variants and prices, in one transaction. */
  createProduct(product: ProductWrite): Promise<{ id: string }>;
  /** Updates the product and its variants (creating those without id), in one transaction. */
  updateProduct(id: string, product: ProductWrite): Promise<void>;
}
