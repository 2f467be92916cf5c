import { and, count, eq, ilike, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { rowsFromJson } from '../../../db/json-row.ts';
import { reusedQuery, reusedStatement } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  type Comparison,
  compare,
  containsPattern,
  orderBy,
} from '../../../db/trimmed-list-query.ts';
import { SYSTEM_PAYMENT_PROVIDER_ID } from '../../../payments/system.ts';
import {
  country,
  currency,
  fulfillmentProvider,
  paymentProvider,
  region,
  regionFulfillmentProvider,
  regionPaymentProvider,
} from '../currencies/tables.ts';

export type RegionRow = typeof region.$inferSelect;
export type CountryRow = typeof country.$inferSelect;
export type CurrencyRow = typeof currency.$inferSelect;
export interface ProviderRow {
  id: string;
  is_installed: boolean;
}

export interface RegionRelations {
  countries: CountryRow[];
  currency: CurrencyRow | undefined;
  payment_providers: ProviderRow[];
  fulfillment_providers: ProviderRow[];
}

export interface RegionFilter {
  q?: string;
  id?: string[];
  currency_code?: string[];
  created_at?: Comparison;
  updated_at?: Comparison;
  deleted_at?: Comparison;
  order?: string;
  limit: number;
  offset: number;
}

export async function listRegions(db: Executor, f: RegionFilter): Promise<[RegionRow[], number]> {
  const where = and(
    // Deleted regions only show up when the client asks about deletion dates.
    f.deleted_at
      ? and(isNotNull(region.deleted_at), compare(region.deleted_at, f.deleted_at))
      : isNull(region.deleted_at),
    f.q ? ilike(region.name, containsPattern(f.q)) : undefined,
    f.id?.length ? inArray(region.id, f.id) : undefined,
    f.currency_code?.length
      ? inArray(
          region.currency_code,
          f.currency_code.map((c) => c.toLowerCase()),
        )
      : undefined,
    compare(region.created_at, f.created_at),
    compare(region.updated_at, f.updated_at),
  );
  const order = orderBy(
    f.order,
    { created_at: region.created_at, updated_at: region.updated_at, name: region.name },
    region.id,
    'created_at',
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(region)
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(region).where(where),
  ]);
  return [rows, total?.n ?? 0];
}

// Built once: a checkout reads its cart's region in three of its steps (issue 29).
const liveRegionById = reusedQuery<RegionRow>('live_region_by_id', (db) =>
  db
    .select()
    .from(region)
    .where(and(eq(region.id, sql.placeholder('id')), isNull(region.deleted_at))),
);

export async function findRegion(db: Executor, id: string): Promise<RegionRow | undefined> {
  const [row] = await liveRegionById(db, { id });
  return row;
}

const providersOf = (
  link: typeof regionPaymentProvider,
  provider: typeof paymentProvider,
  regionIds: SQL,
) =>
  sql`(select coalesce(json_agg(json_build_object('region_id', l.region_id, 'id', p.id, 'is_installed', p.is_installed) order by p.id), '[]'::json)
      from ${link} l join ${provider} p on p.id = l.provider_id where l.region_id = any(${regionIds}))`;

/**
 * The select list of countries, currencies and providers of the regions `ids` (an SQL
 * array of region ids) whose currencies are `codes` (an SQL array): four json columns,
 * each a json_agg in the order its own query used. Read back by `relationsFromJson`. Also
 * a part of the cart answer's one statement (carts/carts/answer-read.ts).
 */
export function regionRelationsColumns(ids: SQL, codes: SQL): SQL {
  return sql`(select coalesce(json_agg(t order by t.iso_2), '[]'::json) from ${country} t where t.region_id = any(${ids})) as countries,
      (select coalesce(json_agg(t), '[]'::json) from ${currency} t where t.code = any(${codes})) as currencies,
      ${providersOf(regionPaymentProvider, paymentProvider, ids)} as payments,
      ${providersOf(regionFulfillmentProvider, fulfillmentProvider, ids)} as fulfillments`;
}

// Built once (db/prepared-read.ts).
const relationsOfRegions = reusedStatement<RelationsJson>(
  'region_relations',
  sql`select
      ${regionRelationsColumns(sql`${sql.placeholder('ids')}`, sql`${sql.placeholder('codes')}`)}`,
);

/**
 * Countries, currency and providers of several regions, in ONE statement (a json_agg per
 * relation, each in the order its own query used): every cart and order answer shows its
 * region, so this was four round trips per answer (issue 29).
 */
export async function regionRelations(
  db: Executor,
  rows: RegionRow[],
): Promise<Map<string, RegionRelations>> {
  if (rows.length === 0) return new Map();
  const codes = [...new Set(rows.map((r) => r.currency_code))];
  const [found] = await relationsOfRegions(db, { ids: rows.map((r) => r.id), codes });
  return relationsFromJson(rows, found);
}

/** The relations of `rows` from the columns of `regionRelationsColumns` (`found`). */
export function relationsFromJson(
  rows: RegionRow[],
  found: RelationsJson | undefined,
): Map<string, RegionRelations> {
  const result = new Map<string, RegionRelations>();
  const countries = rowsFromJson(country, found?.countries);
  const currencies = rowsFromJson(currency, found?.currencies);
  const payments = (found?.payments ?? []) as (ProviderRow & { region_id: string })[];
  const fulfillments = (found?.fulfillments ?? []) as (ProviderRow & { region_id: string })[];
  for (const row of rows) {
    result.set(row.id, {
      countries: countries.filter((c) => c.region_id === row.id),
      currency: currencies.find((c) => c.code === row.currency_code),
      payment_providers: payments
        .filter((p) => p.region_id === row.id)
        .map(({ id, is_installed }) => ({ id, is_installed })),
      fulfillment_providers: fulfillments
        .filter((p) => p.region_id === row.id)
        .map(({ id, is_installed }) => ({ id, is_installed })),
    });
  }
  return result;
}

/** The columns of `regionRelationsColumns`, as the driver gives them. */
export interface RelationsJson {
  countries: unknown;
  currencies: unknown;
  payments: unknown;
  fulfillments: unknown;
}

export async function findCountries(db: Executor, codes: string[]): Promise<CountryRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(country)
    .where(
      inArray(
        country.iso_2,
        codes.map((c) => c.toLowerCase()),
      ),
    );
}

export async function findProviders(
  db: Executor,
  kind: 'payment' | 'fulfillment',
  ids: string[],
): Promise<ProviderRow[]> {
  if (ids.length === 0) return [];
  if (kind === 'payment') {
    // `system` only records staff payments of draft orders: never a region's provider.
    return db
      .select()
      .from(paymentProvider)
      .where(
        and(inArray(paymentProvider.id, ids), ne(paymentProvider.id, SYSTEM_PAYMENT_PROVIDER_ID)),
      );
  }
  return db.select().from(fulfillmentProvider).where(inArray(fulfillmentProvider.id, ids));
}

export async function setCountries(
  db: Executor,
  regionId: string,
  countryIds: number[],
): Promise<void> {
  await db.update(country).set({ region_id: null }).where(eq(country.region_id, regionId));
  if (countryIds.length > 0) {
    await db.update(country).set({ region_id: regionId }).where(inArray(country.id, countryIds));
  }
}

export async function setProviders(
  db: Executor,
  kind: 'payment' | 'fulfillment',
  regionId: string,
  providerIds: string[],
): Promise<void> {
  const table = kind === 'payment' ? regionPaymentProvider : regionFulfillmentProvider;
  await db.delete(table).where(eq(table.region_id, regionId));
  if (providerIds.length > 0) {
    await db
      .insert(table)
      .values(providerIds.map((provider_id) => ({ region_id: regionId, provider_id })));
  }
}

export async function addProvider(
  db: Executor,
  kind: 'payment' | 'fulfillment',
  regionId: string,
  providerId: string,
): Promise<void> {
  const table = kind === 'payment' ? regionPaymentProvider : regionFulfillmentProvider;
  await db
    .insert(table)
    .values({ region_id: regionId, provider_id: providerId })
    .onConflictDoNothing();
}

export async function removeProvider(
  db: Executor,
  kind: 'payment' | 'fulfillment',
  regionId: string,
  providerId: string,
): Promise<void> {
  const table = kind === 'payment' ? regionPaymentProvider : regionFulfillmentProvider;
  await db
    .delete(table)
    .where(and(eq(table.region_id, regionId), eq(table.provider_id, providerId)));
}

export async function insertRegion(
  db: Executor,
  values: typeof region.$inferInsert,
): Promise<RegionRow> {
  const [row] = await db.insert(region).values(values).returning();
  if (!row) throw new Error('INSERT INTO region returned no row');
  return row;
}

export async function patchRegion(
  db: Executor,
  id: string,
  changes: Partial<typeof region.$inferInsert>,
): Promise<RegionRow | undefined> {
  const [row] = await db
    .update(region)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(region.id, id), isNull(region.deleted_at)))
    .returning();
  return row;
}

export async function softDeleteRegion(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(region)
    .set({ deleted_at: new Date() })
    .where(and(eq(region.id, id), isNull(region.deleted_at)))
    .returning({ id: region.id });
  if (rows.length === 0) return false;
  // A deleted region gives its countries back, so another region can take them.
  await db.update(country).set({ region_id: null }).where(eq(country.region_id, id));
  return true;
}

export type { SQL };
