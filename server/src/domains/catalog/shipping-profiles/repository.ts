import { and, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Metadata } from '../../../db/columns.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { product } from '../products/tables.ts';
import { type ShippingProfileRow, type ShippingProfileType, shippingProfile } from './tables.ts';

export interface ShippingProfileFilters {
  q?: string;
  id?: string[];
  name?: string[];
  type?: ShippingProfileType[];
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: shippingProfile.created_at,
  updated_at: shippingProfile.updated_at,
  name: shippingProfile.name,
};

function where(filters: ShippingProfileFilters): SQL | undefined {
  return and(
    isNull(shippingProfile.deleted_at),
    filters.q ? ilike(shippingProfile.name, containsPattern(filters.q)) : undefined,
    filters.id?.length ? inArray(shippingProfile.id, filters.id) : undefined,
    filters.name?.length ? inArray(shippingProfile.name, filters.name) : undefined,
    filters.type?.length ? inArray(shippingProfile.type, filters.type) : undefined,
    compare(shippingProfile.created_at, filters.created_at),
    compare(shippingProfile.updated_at, filters.updated_at),
  );
}

export async function listShippingProfiles(
  db: Executor,
  filters: ShippingProfileFilters,
  page: Page,
): Promise<{ rows: ShippingProfileRow[]; count: number }> {
  const condition = where(filters);
  const rows = await db
    .select()
    .from(shippingProfile)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, shippingProfile.id, 'created_at'))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(shippingProfile).where(condition);
  return { rows, count: total?.n ?? 0 };
}

/** A live profile; `lock` takes its row lock for the rest of the transaction. */
export async function findShippingProfile(
  db: Executor,
  id: string,
  lock = false,
): Promise<ShippingProfileRow | undefined> {
  const query = db
    .select()
    .from(shippingProfile)
    .where(and(eq(shippingProfile.id, id), isNull(shippingProfile.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findShippingProfiles(
  db: Executor,
  ids: string[],
): Promise<ShippingProfileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(shippingProfile)
    .where(and(inArray(shippingProfile.id, ids), isNull(shippingProfile.deleted_at)));
}

/** The store's `default` or `gift_card` profile, seeded by the migration. */
export async function findBuiltinProfile(
  db: Executor,
  type: 'default' | 'gift_card',
): Promise<ShippingProfileRow> {
  const [row] = await db
    .select()
    .from(shippingProfile)
    .where(and(eq(shippingProfile.type, type), isNull(shippingProfile.deleted_at)));
  if (!row) throw new Error(`The ${type} shipping profile is missing (migration 0010 seeds it)`);
  return row;
}

export interface ShippingProfileValues {
  name?: string;
  type?: ShippingProfileType;
  metadata?: Metadata;
}

export async function insertShippingProfile(
  db: Executor,
  values: ShippingProfileValues & { id: string; name: string; type: ShippingProfileType },
): Promise<ShippingProfileRow> {
  const [row] = await db.insert(shippingProfile).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateShippingProfile(
  db: Executor,
  id: string,
  values: ShippingProfileValues & { deleted_at?: Date },
): Promise<void> {
  await db
    .update(shippingProfile)
    .set({ ...values, updated_at: new Date() })
    .where(eq(shippingProfile.id, id));
}

/** The ids of the live products among `ids`. */
export async function liveProductIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: product.id })
    .from(product)
    .where(and(inArray(product.id, ids), isNull(product.deleted_at)));
  return new Set(rows.map((row) => row.id));
}

/** Moves products into a profile; `from` limits the move to the products of one profile. */
export async function moveProducts(
  db: Executor,
  profileId: string,
  selection: { ids: string[] } | { from: string },
): Promise<void> {
  if ('ids' in selection && selection.ids.length === 0) return;
  await db
    .update(product)
    .set({ profile_id: profileId, updated_at: new Date() })
    .where(
      'ids' in selection
        ? inArray(product.id, selection.ids)
        : eq(product.profile_id, selection.from),
    );
}

export async function productsOfProfiles(db: Executor, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(product)
    .where(and(inArray(product.profile_id, profileIds), isNull(product.deleted_at)))
    .orderBy(product.created_at, product.id);
}
