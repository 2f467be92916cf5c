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

/** A live variant's option values, by option id, as load.ts lists them on the variant. */
function variantOptionValues(variant: string): SQL {
  return jsonList(
    jsonRow(productOptionValue, 'vov'),
    sql`FROM ${productOptionValue} vov
      WHERE vov.variant_id = ${sql.identifier(variant)}.id AND vov.deleted_at IS NULL`,
    sql`vov.option_id`,
  );
}

function variantsOf(page: string, options: PageJsonOptions): SQL {
  const row = jsonRow(
    productVariant,
    'v',
    [],
    [
      ['options', variantOptionValues('v')],
      ['prices', candidatePricesJson(sql`v.id`, options.customerId)],
    ],
  );
  return jsonList(
    row,
    sql`FROM ${productVariant} v
      WHERE v.product_id = ${sql.identifier(page)}.id AND v.deleted_at IS NULL`,
    sql`v.variant_rank, v.created_at, v.id`,
  );
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
export function productJson(page: string, options: PageJsonOptions): SQL {
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
      ['variants', variantsOf(page, options)],
      ['categories', categoriesOf(page, options.store ?? false)],
    ],
  );
}
