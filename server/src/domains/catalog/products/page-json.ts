import { type SQL, sql } from 'drizzle-orm';
import { jsonList, jsonRow } from '../../../db/json-row.ts';
import { candidatePricesJson } from '../price-lists/variant-prices.ts';
import {
  product,
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
 * The SQL of a page of store products as one JSON value: each product with its collection,
 * type, tags, images, options (with their values), variants (with their option values and
 * candidate prices) and categories, in the orders load.ts reads them one relation at a time.
 * PostgreSQL builds the tree, so a page is one statement whatever its size; the pricing
 * rules stay in JavaScript (pricing.ts) over the candidate prices it returns.
 */

export interface PageJsonOptions {
  /** Whose price lists count (customer groups): an SQL value, null for a guest. */
  customerId: SQL;
  /** Store reads: only active, public categories. */
  store?: boolean;
}

/** An option's values: those of the product's live variants, in variant order. */
function optionsOf(page: string): SQL {
  const values = jsonList(
    jsonRow(productOptionValue, 'ov'),
    sql`FROM ${productOptionValue} ov
      JOIN ${productVariant} ovv ON ovv.id = ov.variant_id AND ovv.deleted_at IS NULL
      WHERE ov.option_id = o.id AND ov.deleted_at IS NULL
        AND ovv.product_id = ${sql.identifier(page)}.id`,
    sql`ovv.variant_rank, ovv.created_at, ovv.id, ov.option_id`,
  );
  return jsonList(
    jsonRow(productOption, 'o', [], [['values', values]]),
    sql`FROM ${productOption} o
      WHERE o.product_id = ${sql.identifier(page)}.id AND o.deleted_at IS NULL`,
    sql`o.created_at, o.id`,
  );
}

function categoriesOf(page: string, store: boolean): SQL {
  const visible = store ? sql` AND c.is_active AND NOT c.is_internal` : sql``;
  return jsonList(
    jsonRow(productCategory, 'c'),
    sql`FROM ${productCategoryProduct} cp
      JOIN ${productCategory} c ON c.id = cp.product_category_id
      WHERE cp.product_id = ${sql.identifier(page)}.id${visible}`,
    sql`c.rank`,
  );
}

/** One product of `page` (a subquery alias with the product's columns) with its relations. */
function productJson(page: string, options: PageJsonOptions): SQL {
  const id = sql`${sql.identifier(page)}.id`;
  return jsonRow(
    product,
    page,
    [],
    [
      [
        'collection',
        sql`(SELECT ${jsonRow(productCollection, 'col')} FROM ${productCollection} col
        WHERE col.id = ${sql.identifier(page)}.collection_id)`,
      ],
      [
        'type',
        sql`(SELECT ${jsonRow(productType, 'typ')} FROM ${productType} typ
        WHERE typ.id = ${sql.identifier(page)}.type_id)`,
      ],
      [
        'tags',
        jsonList(
          jsonRow(productTag, 'tag'),
          sql`FROM ${productTags} pt JOIN ${productTag} tag ON tag.id = pt.product_tag_id
          WHERE pt.product_id = ${id}`,
          sql`tag.value`,
        ),
      ],
      [
        'images',
        jsonList(
          jsonRow(productImage, 'img', ['product_id', 'rank']),
          sql`FROM ${productImage} img WHERE img.product_id = ${id} AND img.deleted_at IS NULL`,
          sql`img.rank`,
        ),
      ],
      ['options', optionsOf(page)],
      // Built once for the page by pageJson's `page_variants`.
      [
        'variants',
        sql`coalesce((SELECT pv.variants FROM page_variants pv WHERE pv.product_id = ${id}), '[]'::json)`,
      ],
      ['categories', categoriesOf(page, options.store ?? false)],
    ],
  );
}

/**
 * The page `pageSelect` (a SELECT of product rows with a `page_rank`) as one JSON array, in
 * that rank. The variants, their option values and candidate prices are grouped once for
 * the whole page (joins, not a subquery per variant); the smaller relations are correlated
 * subqueries per product.
 */
export function pageJson(pageSelect: SQL, options: PageJsonOptions): SQL {
  const variantRow = jsonRow(
    productVariant,
    'v',
    [],
    [
      ['options', sql`coalesce(vv.options, '[]'::json)`],
      ['prices', sql`coalesce(vp.prices, '[]'::json)`],
    ],
  );
  return sql`(WITH page AS (${pageSelect}),
    page_variant AS (SELECT v.* FROM ${productVariant} v
      WHERE v.product_id IN (SELECT id FROM page) AND v.deleted_at IS NULL),
    variant_prices AS (${candidatePricesJson(sql`SELECT id FROM page_variant`, options.customerId)}),
    variant_values AS (SELECT vov.variant_id,
        json_agg(${jsonRow(productOptionValue, 'vov')} ORDER BY vov.option_id) AS options
      FROM ${productOptionValue} vov
      WHERE vov.variant_id IN (SELECT id FROM page_variant) AND vov.deleted_at IS NULL
      GROUP BY vov.variant_id),
    -- MATERIALIZED: used once, it would be inlined into the per-product subquery and
    -- grouped again for each product.
    page_variants AS MATERIALIZED (SELECT v.product_id,
        json_agg(${variantRow} ORDER BY v.variant_rank, v.created_at, v.id) AS variants
      FROM page_variant v
        LEFT JOIN variant_prices vp ON vp.variant_id = v.id
        LEFT JOIN variant_values vv ON vv.variant_id = v.id
      GROUP BY v.product_id)
    SELECT coalesce(json_agg(${productJson('page', options)} ORDER BY page.page_rank), '[]'::json)
    FROM page)`;
}
