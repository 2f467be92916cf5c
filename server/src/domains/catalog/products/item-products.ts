import { sql } from 'drizzle-orm';
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
