import { type SQL, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { product, productTags } from './tables.ts';

/**
 * What a line's product decides at checkout: its shipping profile, whether discounts
 * apply, and what discount conditions and tax overrides match it (type, collection, tags).
 * Deleted products still answer: a line keeps the product it was added with. Read by the
 * carts domain (refresh, shipping) for a cart's lines at once.
 */
export interface ItemProduct {
  id: string;
  type_id: string | null;
  collection_id: string | null;
  profile_id: string | null;
  discountable: boolean;
  is_giftcard: boolean;
  tag_ids: string[];
}

// Built once: every change of a cart reads its lines' products (issue 29).
const productsOfIds = reusedQuery<Omit<ItemProduct, 'tag_ids'>>('item_products', (db) =>
  db
    .select({
      id: product.id,
      type_id: product.type_id,
      collection_id: product.collection_id,
      profile_id: product.profile_id,
      discountable: product.discountable,
      is_giftcard: product.is_giftcard,
    })
    .from(product)
    .where(sql`${product.id} = any(${sql.placeholder('ids')})`),
);
const tagsOfProducts = reusedQuery<typeof productTags.$inferSelect>('item_product_tags', (db) =>
  db
    .select()
    .from(productTags)
    .where(sql`${productTags.product_id} = any(${sql.placeholder('ids')})`),
);

export async function productsOfItems(
  db: Executor,
  productIds: readonly (string | null)[],
): Promise<Map<string, ItemProduct>> {
  const ids = [...new Set(productIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const [rows, tags] = await Promise.all([productsOfIds(db, { ids }), tagsOfProducts(db, { ids })]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        tag_ids: tags.filter((t) => t.product_id === row.id).map((t) => t.product_tag_id),
      },
    ]),
  );
}

/**
 * The products `productIds` (a subquery of the caller's) as one JSON array of what
 * `productsOfItems` answers, tags included, for a cart's refresh that reads everything in
 * one statement (issue 29). Read back by `itemProductsFromJson`.
 */
export function itemProductsJson(productIds: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', p.id, 'type_id', p.type_id, 'collection_id', p.collection_id,
      'profile_id', p.profile_id, 'discountable', p.discountable, 'is_giftcard', p.is_giftcard,
      'tag_ids', coalesce((SELECT json_agg(pt.product_tag_id) FROM ${productTags} pt
        WHERE pt.product_id = p.id), '[]'::json))), '[]'::json)
    FROM ${product} p WHERE p.id IN (${productIds}))`;
}

/** A subquery of the `type_id` or `profile_id` of the products `productIds` (a subquery). */
export function productColumnOf(column: 'type_id' | 'profile_id', productIds: SQL): SQL {
  return sql`SELECT p.${sql.identifier(column)} FROM ${product} p WHERE p.id IN (${productIds})`;
}

export function itemProductsFromJson(json: unknown): Map<string, ItemProduct> {
  const rows = Array.isArray(json) ? (json as ItemProduct[]) : [];
  return new Map(rows.map((row) => [row.id, row]));
}
