import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { product, productCollection, productTag, productType } from './tables.ts';

/*
 * The live (not deleted) rows among some ids, oldest first, for the domains that link to
 * the catalogue: a tax rate's products and types, a discount condition's products, types,
 * collections and tags.
 */

export async function liveProducts(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(product)
    .where(and(inArray(product.id, [...ids]), isNull(product.deleted_at)))
    .orderBy(product.created_at, product.id);
}

export async function liveProductTypes(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productType)
    .where(and(inArray(productType.id, [...ids]), isNull(productType.deleted_at)))
    .orderBy(productType.created_at, productType.id);
}

export async function liveProductCollections(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productCollection)
    .where(and(inArray(productCollection.id, [...ids]), isNull(productCollection.deleted_at)))
    .orderBy(productCollection.created_at, productCollection.id);
}

export async function liveProductTags(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productTag)
    .where(and(inArray(productTag.id, [...ids]), isNull(productTag.deleted_at)))
    .orderBy(productTag.created_at, productTag.id);
}
