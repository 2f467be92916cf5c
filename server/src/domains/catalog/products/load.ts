import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { rowsFromJson } from '../../../db/json-row.ts';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { iso, isoOrNull } from '../../../db/trimmed-list-query.ts';
import { toSalesChannel } from '../../settings/index.ts';
import {
  candidatePrices,
  guestCandidatesFromJson,
  guestCandidatesJson,
} from '../price-lists/variant-prices.ts';
import { channelsOfProducts } from '../product-channels/repository.ts';
import { variantsById } from '../variants/variants-by-id.ts';
import { type PricingContext, variantPrices, visiblePrices } from './pricing.ts';
import {
  type product,
  productCategory,
  productCategoryProduct,
  productCollection,
  productImage,
  productOption,
  productOptionValue,
  productTag,
  productTags,
  productType,
  productVariant,
} from './tables.ts';

/*
 * Products as the wire shows them, with their relations loaded for a whole page at once
 * (one query per relation, not per product).
 */

export type ProductRow = typeof product.$inferSelect;
export type VariantRow = typeof productVariant.$inferSelect;

type Dated = { created_at: Date; updated_at: Date; deleted_at?: Date | null };
export function dates<T extends Dated>(row: T) {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...('deleted_at' in row ? { deleted_at: isoOrNull(row.deleted_at ?? null) } : {}),
  } as Omit<T, 'created_at' | 'updated_at' | 'deleted_at'> & {
    created_at: string;
    updated_at: string;
    deleted_at: string | null;
  };
}

export interface LoadOptions {
  pricing?: PricingContext | undefined;
  /** Who the prices are for: customer-group price lists apply to their members only. */
  customerId?: string | null | undefined;
  /** Store reads: only active, public categories, and `purchasable` on variants. */
  store?: boolean;
  /** Store reads: the sales channels the request may see (`null`: all). */
  channels?: readonly string[] | null;
}

const group = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};

// Built once: every cart answer shows its lines' variants with their option values (issue 29).
const optionValuesOfVariants = reusedQuery<typeof productOptionValue.$inferSelect>(
  'variant_option_values',
  (db) =>
    db
      .select()
      .from(productOptionValue)
      .where(
        and(
          sql`${productOptionValue.variant_id} = any(${sql.placeholder('ids')})`,
          isNull(productOptionValue.deleted_at),
        ),
      )
      .orderBy(asc(productOptionValue.option_id)),
);

/**
 * Variants with their prices, option values and price fields. Staff see every price; a
 * store read shows the default prices and those of the lists that apply to its customer now.
 */
export async function loadVariants(db: Executor, rows: VariantRow[], options: LoadOptions = {}) {
  const ids = rows.map((v) => v.id);
  const [prices, values] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          candidatePrices(db, ids, options.customerId),
          optionValuesOfVariants(db, { ids }),
        ]);
  return wireVariants(rows, prices, values, options);
}

/**
 * `loadVariants` of the variants with these ids (those found, in `variantsById`'s order),
 * its three reads asked at once: on PostgreSQL they leave together on the connection
 * (db/database.ts, issue 29). A price or option value of an id not found is not shown.
 */
export async function loadVariantsOfIds(
  db: Executor,
  ids: readonly string[],
  options: LoadOptions = {},
) {
  if (ids.length === 0) return [];
  const [rows, prices, values] = await Promise.all([
    variantsById(db, ids),
    candidatePrices(db, [...ids], options.customerId),
    optionValuesOfVariants(db, { ids: [...ids] }),
  ]);
  return wireVariants(rows, prices, values, options);
}

/**
 * The select list of `loadVariantsOfIds` for the variants `ids` (an SQL array), a guest's
 * prices (no customer): the variants, their candidate prices and option values, three json
 * columns each in its own query's order. For a statement that reads several relations at
 * once (the cart answer, carts/carts/answer-read.ts); read back by `variantsFromJson`.
 */
export function variantsOfIdsColumns(ids: SQL): SQL {
  return sql`(select coalesce(json_agg(t), '[]'::json) from ${productVariant} t where t.id = any(${ids})) as variants,
    ${guestCandidatesJson(ids)} as variant_prices,
    (select coalesce(json_agg(t order by t.option_id), '[]'::json) from ${productOptionValue} t
      where t.variant_id = any(${ids}) and t.deleted_at is null) as variant_option_values`;
}

/** The columns of `variantsOfIdsColumns`, as the driver gives them. */
export interface VariantsJson {
  variants: unknown;
  variant_prices: unknown;
  variant_option_values: unknown;
}

/** What `loadVariantsOfIds(db, ids)` answers, from the columns of `variantsOfIdsColumns`. */
export function variantsFromJson(found: VariantsJson | undefined) {
  return wireVariants(
    rowsFromJson(productVariant, found?.variants),
    guestCandidatesFromJson(found?.variant_prices),
    rowsFromJson(productOptionValue, found?.variant_option_values),
    {},
  );
}

function wireVariants(
  rows: VariantRow[],
  prices: Awaited<ReturnType<typeof candidatePrices>>,
  values: (typeof productOptionValue.$inferSelect)[],
  options: LoadOptions,
) {
  const at = options.pricing?.at ?? new Date();
  const pricesBy = group(prices, (p) => p.variant_id);
  const valuesBy = group(values, (v) => v.variant_id);
  return rows.map((variant) => {
    const own = pricesBy.get(variant.id) ?? [];
    const shown = options.store ? visiblePrices(own, at) : own;
    return {
      ...dates(variant),
      prices: shown.map(({ list: _list, ...price }) => dates(price)),
      options: (valuesBy.get(variant.id) ?? []).map(dates),
      ...variantPrices(own, options.pricing && { ...options.pricing, at }),
      ...(options.store
        ? {
            purchasable:
              !variant.manage_inventory ||
              variant.allow_backorder ||
              variant.inventory_quantity > 0,
          }
        : {}),
    };
  });
}

export type WireVariant = Awaited<ReturnType<typeof loadVariants>>[number];

export async function loadProducts(db: Executor, rows: ProductRow[], options: LoadOptions = {}) {
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  const collectionIds = [
    ...new Set(rows.map((p) => p.collection_id).filter((x): x is string => !!x)),
  ];
  const typeIds = [...new Set(rows.map((p) => p.type_id).filter((x): x is string => !!x))];
  const [variantRows, optionRows, images, tags, categories, collections, types, channels] =
    await Promise.all([
      db
        .select()
        .from(productVariant)
        .where(and(inArray(productVariant.product_id, ids), isNull(productVariant.deleted_at)))
        .orderBy(
          asc(productVariant.variant_rank),
          asc(productVariant.created_at),
          asc(productVariant.id),
        ),
      db
        .select()
        .from(productOption)
        .where(and(inArray(productOption.product_id, ids), isNull(productOption.deleted_at)))
        .orderBy(asc(productOption.created_at), asc(productOption.id)),
      db
        .select()
        .from(productImage)
        .where(and(inArray(productImage.product_id, ids), isNull(productImage.deleted_at)))
        .orderBy(asc(productImage.rank)),
      db
        .select({ product_id: productTags.product_id, tag: productTag })
        .from(productTags)
        .innerJoin(productTag, eq(productTag.id, productTags.product_tag_id))
        .where(inArray(productTags.product_id, ids))
        .orderBy(asc(productTag.value)),
      db
        .select({ product_id: productCategoryProduct.product_id, category: productCategory })
        .from(productCategoryProduct)
        .innerJoin(
          productCategory,
          eq(productCategory.id, productCategoryProduct.product_category_id),
        )
        .where(
          and(
            inArray(productCategoryProduct.product_id, ids),
            options.store ? eq(productCategory.is_active, true) : undefined,
            options.store ? eq(productCategory.is_internal, false) : undefined,
          ),
        )
        .orderBy(asc(productCategory.rank)),
      collectionIds.length
        ? db.select().from(productCollection).where(inArray(productCollection.id, collectionIds))
        : [],
      typeIds.length ? db.select().from(productType).where(inArray(productType.id, typeIds)) : [],
      // The contract shows a product's channels to staff only.
      options.store ? undefined : channelsOfProducts(db, ids),
    ]);
  const variants = await loadVariants(db, variantRows, options);
  const optionValues = variants.flatMap((v) => v.options);
  const valuesBy = group(optionValues, (v) => v.option_id);
  const variantsBy = group(variants, (v) => v.product_id);
  const optionsBy = group(optionRows, (o) => o.product_id);
  const imagesBy = group(images, (i) => i.product_id);
  const tagsBy = group(tags, (t) => t.product_id);
  const categoriesBy = group(categories, (c) => c.product_id);
  return rows.map((row) => {
    const collection = collections.find((c) => c.id === row.collection_id);
    const type = types.find((t) => t.id === row.type_id);
    return {
      ...dates(row),
      collection: collection ? dates(collection) : null,
      type: type ? dates(type) : null,
      tags: (tagsBy.get(row.id) ?? []).map((t) => dates(t.tag)),
      images: (imagesBy.get(row.id) ?? []).map(({ product_id: _p, rank: _r, ...image }) =>
        dates(image),
      ),
      options: (optionsBy.get(row.id) ?? []).map((option) => ({
        ...dates(option),
        values: valuesBy.get(option.id) ?? [],
      })),
      variants: variantsBy.get(row.id) ?? [],
      categories: (categoriesBy.get(row.id) ?? []).map((c) => ({
        ...c.category,
        created_at: iso(c.category.created_at),
        updated_at: iso(c.category.updated_at),
      })),
      ...(channels
        ? { sales_channels: (channels.get(row.id) ?? []).map((c) => toSalesChannel(c)) }
        : {}),
    };
  });
}

export type WireProduct = Awaited<ReturnType<typeof loadProducts>>[number];
