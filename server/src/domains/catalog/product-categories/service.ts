import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import {
  type Comparison,
  compare,
  containsPattern,
  iso,
  orderBy,
} from '../../../db/trimmed-list-query.ts';
import { errors } from '../../../errors.ts';
import { product, productCategory, productCategoryProduct } from '../products/tables.ts';
import { isUniqueViolation, slugify } from '../products/writes.ts';

/*
 * The category tree: parent_category_id and an mpath (ids from the root, dot-joined), with
 * a rank among siblings kept dense (0, 1, 2 …) on create, move and delete. The store sees
 * active, public categories only.
 */

type Row = typeof productCategory.$inferSelect;
export interface WireCategory extends Omit<Row, 'created_at' | 'updated_at'> {
  created_at: string;
  updated_at: string;
  parent_category?: WireCategory | null;
  category_children: WireCategory[];
}

const wire = (row: Row): WireCategory => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  category_children: [],
});

const visible = (store: boolean) =>
  store
    ? and(eq(productCategory.is_active, true), eq(productCategory.is_internal, false))
    : undefined;

async function children(
  db: Executor,
  parents: WireCategory[],
  store: boolean,
  deep: boolean,
): Promise<void> {
  if (parents.length === 0) return;
  const rows = await db
    .select()
    .from(productCategory)
    .where(
      and(
        inArray(
          productCategory.parent_category_id,
          parents.map((p) => p.id),
        ),
        visible(store),
      ),
    )
    .orderBy(asc(productCategory.rank), asc(productCategory.id));
  const kids = rows.map(wire);
  for (const parent of parents)
    parent.category_children = kids.filter((k) => k.parent_category_id === parent.id);
  if (deep) await children(db, kids, store, true);
}

export interface CategoryQuery {
  limit?: number;
  offset?: number;
  order?: string;
  q?: string;
  id?: string[];
  handle?: string;
  is_internal?: boolean;
  is_active?: boolean;
  parent_category_id?: string;
  include_descendants_tree?: boolean;
  created_at?: Comparison;
  updated_at?: Comparison;
}

export async function listCategories(db: Executor, query: CategoryQuery, store = false) {
  const { limit = 20, offset = 0 } = query;
  // `parent_category_id=null` asks for the roots.
  const parent =
    query.parent_category_id === undefined
      ? undefined
      : query.parent_category_id === 'null' || query.parent_category_id === ''
        ? isNull(productCategory.parent_category_id)
        : eq(productCategory.parent_category_id, query.parent_category_id);
  const where = and(
    visible(store),
    parent,
    query.q ? ilike(productCategory.name, containsPattern(query.q)) : undefined,
    query.id?.length ? inArray(productCategory.id, query.id) : undefined,
    query.handle ? eq(productCategory.handle, query.handle) : undefined,
    query.is_internal === undefined
      ? undefined
      : eq(productCategory.is_internal, query.is_internal),
    query.is_active === undefined ? undefined : eq(productCategory.is_active, query.is_active),
    compare(productCategory.created_at, query.created_at),
    compare(productCategory.updated_at, query.updated_at),
  );
  const order = orderBy(
    query.order,
    {
      rank: productCategory.rank,
      name: productCategory.name,
      handle: productCategory.handle,
      created_at: productCategory.created_at,
    },
    productCategory.id,
    'rank',
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productCategory)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(productCategory).where(where),
  ]);
  const categories = rows.map(wire);
  await children(db, categories, store, query.include_descendants_tree ?? false);
  return { product_categories: categories, count: total?.n ?? 0, offset, limit };
}

export async function getCategory(db: Executor, id: string, store = false): Promise<WireCategory> {
  const [row] = await db
    .select()
    .from(productCategory)
    .where(and(eq(productCategory.id, id), visible(store)));
  if (!row) throw errors.notFound('Product category', id);
  const category = wire(row);
  if (row.parent_category_id) {
    const [parent] = await db
      .select()
      .from(productCategory)
      .where(eq(productCategory.id, row.parent_category_id));
    category.parent_category = parent ? wire(parent) : null;
  } else {
    category.parent_category = null;
  }
  await children(db, [category], store, false);
  return category;
}

export interface CategoryInput {
  name?: string;
  description?: string;
  handle?: string;
  is_internal?: boolean;
  is_active?: boolean;
  parent_category_id?: string | null;
  rank?: number;
  metadata?: Record<string, unknown> | null;
}

const siblingsOf = (parentId: string | null) =>
  parentId
    ? eq(productCategory.parent_category_id, parentId)
    : isNull(productCategory.parent_category_id);

async function siblingCount(
  tx: Executor,
  parentId: string | null,
  except?: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(productCategory)
    .where(and(siblingsOf(parentId), except ? ne(productCategory.id, except) : undefined));
  return row?.n ?? 0;
}

/** Makes room at `rank` among the siblings (shifts the ones at or after it down). */
async function openRank(
  tx: Executor,
  parentId: string | null,
  rank: number,
  except?: string,
): Promise<void> {
  await tx
    .update(productCategory)
    .set({ rank: sql`${productCategory.rank} + 1` })
    .where(
      and(
        siblingsOf(parentId),
        gte(productCategory.rank, rank),
        except ? ne(productCategory.id, except) : undefined,
      ),
    );
}

/** Closes the gap a category left at `rank`. */
async function closeRank(
  tx: Executor,
  parentId: string | null,
  rank: number,
  except?: string,
): Promise<void> {
  await tx
    .update(productCategory)
    .set({ rank: sql`${productCategory.rank} - 1` })
    .where(
      and(
        siblingsOf(parentId),
        gt(productCategory.rank, rank),
        except ? ne(productCategory.id, except) : undefined,
      ),
    );
}

async function parentPath(
  tx: Executor,
  parentId: string | null | undefined,
): Promise<string | null> {
  if (!parentId) return null;
  const [parent] = await tx.select().from(productCategory).where(eq(productCategory.id, parentId));
  if (!parent) throw errors.invalidData(`Parent category with id: ${parentId} does not exist`);
  return parent.mpath;
}

async function guardHandle<T>(handle: string | undefined, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error) && handle)
      throw errors.duplicate('Product category', 'handle', handle);
    throw error;
  }
}

export async function createCategory(db: Executor, input: CategoryInput & { name: string }) {
  const handle = input.handle ?? slugify(input.name);
  return guardHandle(handle, () =>
    withTransaction(db, async (tx) => {
      const id = newId('pcat');
      const parentId = input.parent_category_id ?? null;
      const path = await parentPath(tx, parentId);
      const size = await siblingCount(tx, parentId);
      const rank = Math.min(input.rank ?? size, size);
      await openRank(tx, parentId, rank);
      await tx.insert(productCategory).values({
        id,
        name: input.name,
        description: input.description ?? '',
        handle,
        mpath: path ? `${path}.${id}` : id,
        is_active: input.is_active ?? false,
        is_internal: input.is_internal ?? false,
        rank,
        parent_category_id: parentId,
        metadata: input.metadata ?? null,
      });
      return getCategory(tx, id);
    }),
  );
}

export async function updateCategory(db: Executor, id: string, input: CategoryInput) {
  return guardHandle(input.handle, () =>
    withTransaction(db, async (tx) => {
      const [current] = await tx.select().from(productCategory).where(eq(productCategory.id, id));
      if (!current) throw errors.notFound('Product category', id);
      const { parent_category_id, rank, ...fields } = input;
      const changes: Partial<typeof productCategory.$inferInsert> = Object.fromEntries(
        Object.entries(fields).filter(([, v]) => v !== undefined),
      );
      const parentId =
        parent_category_id === undefined ? current.parent_category_id : parent_category_id;
      if (parentId !== current.parent_category_id || rank !== undefined) {
        const path = await parentPath(tx, parentId);
        if (path && (path === current.mpath || path.startsWith(`${current.mpath}.`))) {
          throw errors.notAllowed('A category cannot move under itself or its descendants');
        }
        await closeRank(tx, current.parent_category_id, current.rank, id);
        const size = await siblingCount(tx, parentId, id);
        const newRank = Math.min(rank ?? size, size);
        await openRank(tx, parentId, newRank, id);
        const mpath = path ? `${path}.${id}` : id;
        if (mpath !== current.mpath) {
          // Descendants keep their path below the moved category.
          await tx
            .update(productCategory)
            .set({
              mpath: sql`${mpath} || substr(${productCategory.mpath}, ${current.mpath.length + 1})`,
            })
            .where(like(productCategory.mpath, `${current.mpath}.%`));
        }
        Object.assign(changes, { parent_category_id: parentId, rank: newRank, mpath });
      }
      await tx
        .update(productCategory)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(productCategory.id, id));
      return getCategory(tx, id);
    }),
  );
}

export async function deleteCategory(db: Executor, id: string) {
  await withTransaction(db, async (tx) => {
    const [current] = await tx.select().from(productCategory).where(eq(productCategory.id, id));
    if (!current) throw errors.notFound('Product category', id);
    if ((await siblingCount(tx, id)) > 0) {
      throw errors.notAllowed(
        `Deleting ProductCategory (${current.handle}) with category children is not allowed`,
      );
    }
    await tx.delete(productCategory).where(eq(productCategory.id, id));
    await closeRank(tx, current.parent_category_id, current.rank);
  });
  return { id, object: 'product-category', deleted: true };
}

export async function changeProducts(
  db: Executor,
  id: string,
  productIds: string[],
  action: 'add' | 'remove',
) {
  return withTransaction(db, async (tx) => {
    await getCategory(tx, id);
    const unique = [...new Set(productIds)];
    const found = await tx
      .select({ id: product.id })
      .from(product)
      .where(and(inArray(product.id, unique), isNull(product.deleted_at)));
    const missing = unique.find((p) => !found.some((f) => f.id === p));
    if (missing !== undefined) throw errors.notFound('Product', missing);
    if (action === 'add' && unique.length) {
      await tx
        .insert(productCategoryProduct)
        .values(unique.map((product_id) => ({ product_category_id: id, product_id })))
        .onConflictDoNothing();
    } else if (unique.length) {
      await tx
        .delete(productCategoryProduct)
        .where(
          and(
            eq(productCategoryProduct.product_category_id, id),
            inArray(productCategoryProduct.product_id, unique),
          ),
        );
    }
    return getCategory(tx, id);
  });
}

export type { SQL };
