import { and, asc, count, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import {
  type Comparison,
  compare,
  containsPattern,
  orderBy,
} from '../../../db/trimmed-list-query.ts';
import { errors } from '../../../errors.ts';
import { soldInChannels } from '../product-channels/repository.ts';
import { dates } from '../products/load.ts';
import { product, productCollection } from '../products/tables.ts';
import { isUniqueViolation, slugify } from '../products/writes.ts';

export interface CollectionQuery {
  limit?: number;
  offset?: number;
  order?: string;
  q?: string;
  id?: string[];
  title?: string;
  handle?: string[];
  created_at?: Comparison;
  updated_at?: Comparison;
  deleted_at?: Comparison;
}

export async function listCollections(db: Executor, query: CollectionQuery) {
  const { limit = 20, offset = 0 } = query;
  const where = and(
    query.deleted_at
      ? compare(productCollection.deleted_at, query.deleted_at)
      : isNull(productCollection.deleted_at),
    query.q ? ilike(productCollection.title, containsPattern(query.q)) : undefined,
    query.title ? ilike(productCollection.title, containsPattern(query.title)) : undefined,
    query.id?.length ? inArray(productCollection.id, query.id) : undefined,
    query.handle?.length ? inArray(productCollection.handle, query.handle) : undefined,
    compare(productCollection.created_at, query.created_at),
    compare(productCollection.updated_at, query.updated_at),
  );
  const order = orderBy(
    query.order,
    {
      title: productCollection.title,
      handle: productCollection.handle,
      created_at: productCollection.created_at,
      updated_at: productCollection.updated_at,
    },
    productCollection.id,
    'created_at',
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productCollection)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(productCollection).where(where),
  ]);
  return { collections: rows.map(dates), count: total?.n ?? 0, offset, limit };
}

/** A collection with its (undeleted; in the store, published) products. */
/**
 * A collection with its products; for the store only published ones, and with a
 * publishable key only those of the key's channels (`null`: every channel).
 */
export async function getCollection(
  db: Executor,
  id: string,
  store = false,
  channels: readonly string[] | null = null,
) {
  const [row] = await db
    .select()
    .from(productCollection)
    .where(and(eq(productCollection.id, id), isNull(productCollection.deleted_at)));
  if (!row) throw errors.notFound('Product collection', id);
  const products = await db
    .select()
    .from(product)
    .where(
      and(
        eq(product.collection_id, id),
        isNull(product.deleted_at),
        store ? eq(product.status, 'published') : undefined,
        channels ? soldInChannels(channels) : undefined,
      ),
    )
    .orderBy(asc(product.created_at), asc(product.id));
  return { ...dates(row), products: products.map(dates) };
}

async function guardHandle<T>(handle: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error) && handle)
      throw errors.duplicate('Product collection', 'handle', handle);
    throw error;
  }
}

export interface CollectionInput {
  title?: string;
  handle?: string;
  metadata?: Record<string, unknown> | null;
}

export async function createCollection(db: Executor, input: CollectionInput & { title: string }) {
  const handle = input.handle ?? slugify(input.title);
  return guardHandle(handle, async () => {
    const id = newId('pcol');
    await db
      .insert(productCollection)
      .values({ id, title: input.title, handle, metadata: input.metadata ?? null });
    return getCollection(db, id);
  });
}

export async function updateCollection(db: Executor, id: string, input: CollectionInput) {
  return guardHandle(input.handle, async () => {
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const rows = await db
      .update(productCollection)
      .set({ ...changes, updated_at: new Date() })
      .where(and(eq(productCollection.id, id), isNull(productCollection.deleted_at)))
      .returning({ id: productCollection.id });
    if (rows.length === 0) throw errors.notFound('Product collection', id);
    return getCollection(db, id);
  });
}

export async function deleteCollection(db: Executor, id: string) {
  await withTransaction(db, async (tx) => {
    const rows = await tx
      .update(productCollection)
      .set({ deleted_at: new Date() })
      .where(and(eq(productCollection.id, id), isNull(productCollection.deleted_at)))
      .returning({ id: productCollection.id });
    if (rows.length === 0) throw errors.notFound('Product collection', id);
    await tx.update(product).set({ collection_id: null }).where(eq(product.collection_id, id));
  });
  return { id, object: 'product-collection', deleted: true };
}

async function requireProducts(tx: Executor, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: product.id })
    .from(product)
    .where(and(inArray(product.id, unique), isNull(product.deleted_at)));
  const missing = unique.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined) throw errors.notFound('Product', missing);
  return unique;
}

export async function addProducts(db: Executor, id: string, productIds: string[]) {
  return withTransaction(db, async (tx) => {
    await getCollection(tx, id);
    const ids = await requireProducts(tx, productIds);
    await tx
      .update(product)
      .set({ collection_id: id, updated_at: new Date() })
      .where(inArray(product.id, ids));
    return getCollection(tx, id);
  });
}

export async function removeProducts(db: Executor, id: string, productIds: string[]) {
  return withTransaction(db, async (tx) => {
    await getCollection(tx, id);
    const ids = await requireProducts(tx, productIds);
    await tx
      .update(product)
      .set({ collection_id: null, updated_at: new Date() })
      .where(and(inArray(product.id, ids), eq(product.collection_id, id)));
    return { id, object: 'product-collection' as const, removed_products: ids };
  });
}
