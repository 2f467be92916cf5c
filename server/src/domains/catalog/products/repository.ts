import { and, count, desc, eq, exists, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import {
  type Comparison,
  compare,
  containsPattern,
  orderBy,
} from '../../../db/trimmed-list-query.ts';
import { errors } from '../../../errors.ts';
import { soldInChannels } from '../product-channels/repository.ts';
import {
  moneyAmount,
  product,
  productCategory,
  productCategoryProduct,
  productTags,
  productVariant,
} from './tables.ts';

export interface ProductFilter {
  q?: string;
  id?: string[];
  status?: string[];
  collection_id?: string[];
  category_id?: string[];
  include_category_children?: boolean;
  tags?: string[];
  type_id?: string[];
  /** Only products sold in one of these channels (`[]`: none). */
  sales_channel_id?: string[];
  is_giftcard?: boolean;
  /** Only products with a price in one of these price lists. */
  price_list_id?: string[];
  handle?: string;
  title?: string;
  description?: string;
  created_at?: Comparison;
  updated_at?: Comparison;
  deleted_at?: Comparison;
  order?: string;
  limit: number;
  offset: number;
  /** Store reads: published products and public, active categories only. */
  store?: boolean;
}

/** Free text over title, description, handle and variant SKUs. */
export function searchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  // One set of matching ids, each part answered by its trigram index (migration 0027);
  // an OR with a correlated EXISTS would read every product instead.
  return sql`${product.id} IN (
    SELECT p.id FROM ${product} p
      WHERE p.title ILIKE ${pattern} OR p.description ILIKE ${pattern} OR p.handle ILIKE ${pattern}
    UNION
    SELECT v.product_id FROM ${productVariant} v
      WHERE v.deleted_at IS NULL AND v.sku ILIKE ${pattern})`;
}

function categoryCondition(f: ProductFilter): SQL | undefined {
  if (!f.category_id?.length) return undefined;
  const visible = f.store ? sql` AND c.is_active AND NOT c.is_internal` : sql``;
  // With children, a category matches through any category whose mpath starts with its own.
  const categories = f.include_category_children
    ? sql`SELECT c.id FROM ${productCategory} c JOIN ${productCategory} root
          ON c.mpath LIKE root.mpath || '%' WHERE root.id IN ${f.category_id}${visible}`
    : sql`SELECT c.id FROM ${productCategory} c WHERE c.id IN ${f.category_id}${visible}`;
  return exists(
    sql`(SELECT 1 FROM ${productCategoryProduct} WHERE ${productCategoryProduct.product_id} = ${product.id}
      AND ${productCategoryProduct.product_category_id} IN (${categories}))`,
  );
}

export function productWhere(f: ProductFilter): SQL | undefined {
  return and(
    f.deleted_at ? compare(product.deleted_at, f.deleted_at) : isNull(product.deleted_at),
    f.store ? eq(product.status, 'published') : undefined,
    f.q ? searchCondition(f.q) : undefined,
    f.id?.length ? inArray(product.id, f.id) : undefined,
    f.status?.length ? inArray(product.status, f.status as never[]) : undefined,
    f.collection_id?.length ? inArray(product.collection_id, f.collection_id) : undefined,
    f.type_id?.length ? inArray(product.type_id, f.type_id) : undefined,
    f.sales_channel_id ? soldInChannels(f.sales_channel_id) : undefined,
    f.is_giftcard === undefined ? undefined : eq(product.is_giftcard, f.is_giftcard),
    f.handle ? eq(product.handle, f.handle) : undefined,
    f.title ? ilike(product.title, containsPattern(f.title)) : undefined,
    f.description ? ilike(product.description, containsPattern(f.description)) : undefined,
    f.tags?.length
      ? exists(
          sql`(SELECT 1 FROM ${productTags} WHERE ${productTags.product_id} = ${product.id}
            AND ${productTags.product_tag_id} IN ${f.tags})`,
        )
      : undefined,
    categoryCondition(f),
    f.price_list_id?.length
      ? exists(
          sql`(SELECT 1 FROM ${moneyAmount} JOIN ${productVariant}
            ON ${productVariant.id} = ${moneyAmount.variant_id} AND ${productVariant.deleted_at} IS NULL
            WHERE ${productVariant.product_id} = ${product.id} AND ${moneyAmount.deleted_at} IS NULL
            AND ${moneyAmount.price_list_id} IN ${f.price_list_id})`,
        )
      : undefined,
    compare(product.created_at, f.created_at),
    compare(product.updated_at, f.updated_at),
  );
}

export type ProductRow = typeof product.$inferSelect;

/** The page and count queries of a product list (the bench EXPLAINs them as they are). */
/** The order of a list without `order`: newest first, ties by id. */
export function defaultProductOrder(): SQL[] {
  return [desc(product.created_at), desc(product.id)];
}

/** The order of a product list (`order`, newest first unless told), ties by id. */
export function productOrder(
  order: string | undefined,
  pricing?: { currency_code: string; region_id?: string | undefined },
): SQL[] {
  const spec = order?.trim() ?? '';
  const name = spec.replace(/^-/, '');
  if (name === 'price') {
    if (!pricing) {
      throw errors.invalidData(
        'query.order price needs the prices of a region, currency or cart: region_id, currency_code or cart_id',
        'invalid_order',
      );
    }
    const descending = spec.startsWith('-');
    const lowest = lowestPrice(pricing);
    // Products with no price in the currency go last either way.
    return descending
      ? [sql`${lowest} DESC NULLS LAST`, sql`${product.id} DESC`]
      : [sql`${lowest} ASC NULLS LAST`, sql`${product.id} ASC`];
  }
  const columns = {
    created_at: product.created_at,
    updated_at: product.updated_at,
    title: product.title,
    handle: product.handle,
  };
  if (spec !== '' && !Object.hasOwn(columns, name)) {
    throw errors.invalidData(
      'query.order must be one of created_at, updated_at, title, handle or price (optionally with a leading -)',
      'invalid_order',
    );
  }
  return orderBy(order, columns, product.id, '-created_at');
}

/**
 * A product's lowest own price in a currency (for the region, or for any region): what a
 * price sort compares. Price lists (sales, groups) are left out: they depend on who asks
 * and when, and would make the order of a shared, cached page differ per shopper.
 */
function lowestPrice(pricing: { currency_code: string; region_id?: string | undefined }): SQL {
  const region = pricing.region_id
    ? sql`AND (${moneyAmount.region_id} IS NULL OR ${moneyAmount.region_id} = ${pricing.region_id})`
    : sql`AND ${moneyAmount.region_id} IS NULL`;
  return sql`(SELECT min(${moneyAmount.amount}) FROM ${moneyAmount}
    JOIN ${productVariant} ON ${productVariant.id} = ${moneyAmount.variant_id}
      AND ${productVariant.deleted_at} IS NULL
    WHERE ${productVariant.product_id} = ${product.id} AND ${moneyAmount.deleted_at} IS NULL
      AND ${moneyAmount.price_list_id} IS NULL
      AND ${moneyAmount.currency_code} = ${pricing.currency_code} ${region})`;
}

export function productListQueries(db: Executor, f: ProductFilter) {
  const where = productWhere(f);
  const order = productOrder(f.order);
  return {
    page: db
      .select()
      .from(product)
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset),
    count: db.select({ n: count() }).from(product).where(where),
  };
}

export async function listProductRows(
  db: Executor,
  f: ProductFilter,
): Promise<[ProductRow[], number]> {
  const queries = productListQueries(db, f);
  const [rows, [total]] = await Promise.all([queries.page, queries.count]);
  return [rows, total?.n ?? 0];
}

/** A live product; a store read also needs it published and sold in one of `channels`. */
export async function findProductRow(
  db: Executor,
  id: string,
  store = false,
  channels: readonly string[] | null = null,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(product)
    .where(
      and(
        eq(product.id, id),
        isNull(product.deleted_at),
        store ? eq(product.status, 'published') : undefined,
        channels ? soldInChannels(channels) : undefined,
      ),
    );
  return row;
}
