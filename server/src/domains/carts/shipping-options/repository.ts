import { and, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Metadata } from '../../../db/columns.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { profileIdsOfLiveProducts } from '../../catalog/index.ts';
import { isLiveRegion } from '../../settings/index.ts';
import { shippingTaxRate } from '../tax-rates/tables.ts';
import {
  type PriceType,
  type RequirementRow,
  type RequirementType,
  type ShippingOptionRow,
  shippingOption,
  shippingOptionRequirement,
} from './tables.ts';

export interface ShippingOptionFilters {
  q?: string;
  id?: string[];
  region_id?: string[];
  profile_id?: string[];
  provider_id?: string[];
  price_type?: PriceType[];
  is_return?: boolean;
  admin_only?: boolean;
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: shippingOption.created_at,
  updated_at: shippingOption.updated_at,
  name: shippingOption.name,
  amount: shippingOption.amount,
};

function where(filters: ShippingOptionFilters): SQL | undefined {
  return and(
    isNull(shippingOption.deleted_at),
    filters.q ? ilike(shippingOption.name, containsPattern(filters.q)) : undefined,
    filters.id?.length ? inArray(shippingOption.id, filters.id) : undefined,
    filters.region_id?.length ? inArray(shippingOption.region_id, filters.region_id) : undefined,
    filters.profile_id?.length ? inArray(shippingOption.profile_id, filters.profile_id) : undefined,
    filters.provider_id?.length
      ? inArray(shippingOption.provider_id, filters.provider_id)
      : undefined,
    filters.price_type?.length ? inArray(shippingOption.price_type, filters.price_type) : undefined,
    filters.is_return === undefined ? undefined : eq(shippingOption.is_return, filters.is_return),
    filters.admin_only === undefined
      ? undefined
      : eq(shippingOption.admin_only, filters.admin_only),
    compare(shippingOption.created_at, filters.created_at),
    compare(shippingOption.updated_at, filters.updated_at),
  );
}

export async function listShippingOptions(
  db: Executor,
  filters: ShippingOptionFilters,
  page: Page,
): Promise<{ rows: ShippingOptionRow[]; count: number }> {
  const condition = where(filters);
  const rows = await db
    .select()
    .from(shippingOption)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, shippingOption.id, 'created_at'))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(shippingOption).where(condition);
  return { rows, count: total?.n ?? 0 };
}

export interface StoreOptionFilters {
  region_id?: string;
  product_ids?: string[];
  is_return?: boolean;
}

/** An option a shopper may be offered: not deleted, in a live region, not staff-only. */
const offeredToShoppers = () => [
  isNull(shippingOption.deleted_at),
  isLiveRegion(shippingOption.region_id),
  eq(shippingOption.admin_only, false),
];

/**
 * The options shoppers may choose from: never admin-only ones, only in live regions, and
 * with `product_ids` only those of the shipping profiles of these (live) products.
 */
export async function listStoreShippingOptions(
  db: Executor,
  filters: StoreOptionFilters,
): Promise<ShippingOptionRow[]> {
  const profiles = filters.product_ids
    ? profileIdsOfLiveProducts(db, filters.product_ids)
    : undefined;
  return db
    .select()
    .from(shippingOption)
    .where(
      and(
        ...offeredToShoppers(),
        filters.region_id ? eq(shippingOption.region_id, filters.region_id) : undefined,
        filters.is_return === undefined
          ? undefined
          : eq(shippingOption.is_return, filters.is_return),
        profiles ? inArray(shippingOption.profile_id, profiles) : undefined,
      ),
    )
    .orderBy(asc(shippingOption.created_at), asc(shippingOption.id));
}

// Built once: every cart refresh reads its region's options (issue 29, seventh pass).
const storeOptionsOfRegionQuery = reusedQuery<ShippingOptionRow>(
  'store_shipping_options_of_region',
  (db) =>
    db
      .select()
      .from(shippingOption)
      .where(
        and(
          ...offeredToShoppers(),
          eq(shippingOption.region_id, sql.placeholder('region_id')),
          eq(shippingOption.is_return, false),
        ),
      )
      .orderBy(asc(shippingOption.created_at), asc(shippingOption.id)),
);

/**
 * The condition of `storeOptionsOfRegion` on `shipping_option` (unaliased), for a read
 * that gathers a cart's refresh in one statement (issue 29); `regionId` is an SQL value.
 */
export function storeOptionsOfRegionWhere(regionId: SQL): SQL {
  return sql.join(
    [
      ...offeredToShoppers(),
      sql`${shippingOption.region_id} = ${regionId}`,
      sql`${shippingOption.is_return} = false`,
    ],
    sql` and `,
  );
}

/** `listStoreShippingOptions(db, { region_id, is_return: false })`, built once. */
export function storeOptionsOfRegion(db: Executor, regionId: string): Promise<ShippingOptionRow[]> {
  return storeOptionsOfRegionQuery(db, { region_id: regionId });
}

const liveOption = (db: Executor) =>
  db
    .select()
    .from(shippingOption)
    .where(and(eq(shippingOption.id, sql.placeholder('id')), isNull(shippingOption.deleted_at)));
// Built once: every shipping method a cart adds reads its option (issue 29).
const optionById = reusedQuery<ShippingOptionRow>('shipping_option_by_id', liveOption);
const lockedOptionById = reusedQuery<ShippingOptionRow>('shipping_option_by_id_locked', (db) =>
  liveOption(db).for('update'),
);

/** A live option; `lock` takes its row lock for the rest of the transaction. */
export async function findShippingOption(
  db: Executor,
  id: string,
  lock = false,
): Promise<ShippingOptionRow | undefined> {
  const [row] = await (lock ? lockedOptionById : optionById)(db, { id });
  return row;
}

// Built once: a cart's refresh and answer read its methods' options (issue 29).
const optionsOfIds = reusedQuery<ShippingOptionRow>('shipping_options_by_id', (db) =>
  db
    .select()
    .from(shippingOption)
    .where(
      and(
        sql`${shippingOption.id} = any(${sql.placeholder('ids')})`,
        isNull(shippingOption.deleted_at),
      ),
    )
    .orderBy(asc(shippingOption.created_at), asc(shippingOption.id)),
);

export async function findShippingOptions(
  db: Executor,
  ids: string[],
): Promise<ShippingOptionRow[]> {
  if (ids.length === 0) return [];
  return optionsOfIds(db, { ids });
}

export async function optionsOfProfiles(
  db: Executor,
  profileIds: string[],
): Promise<ShippingOptionRow[]> {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(shippingOption)
    .where(and(inArray(shippingOption.profile_id, profileIds), isNull(shippingOption.deleted_at)))
    .orderBy(asc(shippingOption.created_at), asc(shippingOption.id));
}

export interface ShippingOptionValues {
  name?: string;
  amount?: number | null;
  admin_only?: boolean;
  includes_tax?: boolean;
  profile_id?: string;
  metadata?: Metadata;
}

export type NewShippingOption = typeof shippingOption.$inferInsert;

export async function insertShippingOption(
  db: Executor,
  values: NewShippingOption,
): Promise<ShippingOptionRow> {
  const [row] = await db.insert(shippingOption).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateShippingOption(
  db: Executor,
  id: string,
  values: ShippingOptionValues,
): Promise<void> {
  await db
    .update(shippingOption)
    .set({ ...values, updated_at: new Date() })
    .where(eq(shippingOption.id, id));
}

export async function moveOptions(db: Executor, profileId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(shippingOption)
    .set({ profile_id: profileId, updated_at: new Date() })
    .where(inArray(shippingOption.id, ids));
}

/**
 * Soft-deletes options (shipping methods keep their ids) and drops what only a live option
 * needs: its requirements and its tax rate links.
 */
export async function softDeleteOptions(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date();
  await db
    .update(shippingOption)
    .set({ deleted_at: now, updated_at: now })
    .where(inArray(shippingOption.id, ids));
  await db
    .update(shippingOptionRequirement)
    .set({ deleted_at: now })
    .where(
      and(
        inArray(shippingOptionRequirement.shipping_option_id, ids),
        isNull(shippingOptionRequirement.deleted_at),
      ),
    );
  await db.delete(shippingTaxRate).where(inArray(shippingTaxRate.shipping_option_id, ids));
}

// Built once: every refresh of a cart checks its options' requirements (issue 29).
const requirementsOfOptions = reusedQuery<RequirementRow>('shipping_option_requirements', (db) =>
  db
    .select()
    .from(shippingOptionRequirement)
    .where(
      and(
        sql`${shippingOptionRequirement.shipping_option_id} = any(${sql.placeholder('ids')})`,
        isNull(shippingOptionRequirement.deleted_at),
      ),
    )
    .orderBy(asc(shippingOptionRequirement.type), asc(shippingOptionRequirement.id)),
);

export async function requirementsOf(db: Executor, optionIds: string[]): Promise<RequirementRow[]> {
  if (optionIds.length === 0) return [];
  return requirementsOfOptions(db, { ids: optionIds });
}

export async function insertRequirement(
  db: Executor,
  values: { id: string; shipping_option_id: string; type: RequirementType; amount: number },
): Promise<void> {
  await db.insert(shippingOptionRequirement).values(values);
}

export async function updateRequirement(
  db: Executor,
  id: string,
  values: { type: RequirementType; amount: number },
): Promise<void> {
  await db
    .update(shippingOptionRequirement)
    .set(values)
    .where(eq(shippingOptionRequirement.id, id));
}

export async function softDeleteRequirements(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(shippingOptionRequirement)
    .set({ deleted_at: new Date() })
    .where(inArray(shippingOptionRequirement.id, ids));
}
