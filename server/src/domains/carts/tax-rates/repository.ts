import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Metadata } from '../../../db/columns.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  productTaxRate,
  productTypeTaxRate,
  shippingTaxRate,
  type TaxRateRow,
  taxRate,
} from './tables.ts';

export interface TaxRateFilters {
  q?: string;
  id?: string[];
  region_id?: string[];
  code?: string;
  name?: string;
  rate?: Comparison<number>;
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: taxRate.created_at,
  updated_at: taxRate.updated_at,
  name: taxRate.name,
  code: taxRate.code,
  rate: taxRate.rate,
};

function where(filters: TaxRateFilters): SQL | undefined {
  return and(
    filters.q
      ? or(
          ilike(taxRate.name, containsPattern(filters.q)),
          ilike(taxRate.code, containsPattern(filters.q)),
        )
      : undefined,
    filters.id?.length ? inArray(taxRate.id, filters.id) : undefined,
    filters.region_id?.length ? inArray(taxRate.region_id, filters.region_id) : undefined,
    filters.code ? eq(taxRate.code, filters.code) : undefined,
    filters.name ? eq(taxRate.name, filters.name) : undefined,
    compare(taxRate.rate, filters.rate),
    compare(taxRate.created_at, filters.created_at),
    compare(taxRate.updated_at, filters.updated_at),
  );
}

export async function listTaxRateRows(
  db: Executor,
  filters: TaxRateFilters,
  page: Page,
): Promise<{ rows: TaxRateRow[]; count: number }> {
  const condition = where(filters);
  const rows = await db
    .select()
    .from(taxRate)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, taxRate.id, 'created_at'))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(taxRate).where(condition);
  return { rows, count: total?.n ?? 0 };
}

/** A tax rate; `lock` takes its row lock for the rest of the transaction. */
export async function findTaxRate(
  db: Executor,
  id: string,
  lock = false,
): Promise<TaxRateRow | undefined> {
  const query = db.select().from(taxRate).where(eq(taxRate.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface TaxRateValues {
  rate?: number | null;
  code?: string;
  name?: string;
  region_id?: string;
  metadata?: Metadata;
}

export async function insertTaxRate(
  db: Executor,
  values: TaxRateValues & { id: string; name: string; region_id: string },
): Promise<TaxRateRow> {
  const [row] = await db.insert(taxRate).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateTaxRate(db: Executor, id: string, values: TaxRateValues) {
  await db
    .update(taxRate)
    .set({ ...values, updated_at: new Date() })
    .where(eq(taxRate.id, id));
}

/** Deleting a rate drops its links too (ON DELETE CASCADE). */
export async function deleteTaxRateRow(db: Executor, id: string): Promise<void> {
  await db.delete(taxRate).where(eq(taxRate.id, id));
}

/** The three things a rate applies to, each a link table keyed by (target, rate_id). */
export const LINKS = {
  products: { table: productTaxRate, target: productTaxRate.product_id },
  product_types: { table: productTypeTaxRate, target: productTypeTaxRate.product_type_id },
  shipping_options: { table: shippingTaxRate, target: shippingTaxRate.shipping_option_id },
} as const;

export type LinkKind = keyof typeof LINKS;

function linkValues(kind: LinkKind, rateId: string, ids: string[]) {
  switch (kind) {
    case 'products':
      return ids.map((product_id) => ({ product_id, rate_id: rateId }));
    case 'product_types':
      return ids.map((product_type_id) => ({ product_type_id, rate_id: rateId }));
    case 'shipping_options':
      return ids.map((shipping_option_id) => ({ shipping_option_id, rate_id: rateId }));
  }
}

export async function link(
  db: Executor,
  kind: LinkKind,
  rateId: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  // Adding a link that exists is a no-op, so a retried request answers the same.
  await db
    .insert(LINKS[kind].table)
    .values(linkValues(kind, rateId, ids))
    .onConflictDoNothing();
}

/** Removes the given links, or all of the rate's links of this kind without `ids`. */
export async function unlink(
  db: Executor,
  kind: LinkKind,
  rateId: string,
  ids?: string[],
): Promise<void> {
  const { table, target } = LINKS[kind];
  await db
    .delete(table)
    .where(and(eq(table.rate_id, rateId), ids ? inArray(target, ids) : undefined));
}

/** The linked ids of each rate, oldest link first. */
export async function linkedIds(
  db: Executor,
  kind: LinkKind,
  rateIds: string[],
): Promise<Array<{ rate_id: string; id: string }>> {
  if (rateIds.length === 0) return [];
  const { table, target } = LINKS[kind];
  return db
    .select({ rate_id: table.rate_id, id: target })
    .from(table)
    .where(inArray(table.rate_id, rateIds))
    .orderBy(table.created_at, target);
}

export interface TaxRateLine {
  id: string;
  rate: number | null;
  code: string | null;
  name: string;
}

export interface TaxRateOverrides {
  products: Map<string, TaxRateLine[]>;
  productTypes: Map<string, TaxRateLine[]>;
  shippingOptions: Map<string, TaxRateLine[]>;
}

function overridesOf(kind: LinkKind) {
  const { table, target } = LINKS[kind];
  return reusedQuery<{ target: string } & TaxRateLine>(`tax_rate_overrides_${kind}`, (db) =>
    db
      .select({
        target,
        id: taxRate.id,
        rate: taxRate.rate,
        code: taxRate.code,
        name: taxRate.name,
      })
      .from(table)
      .innerJoin(taxRate, eq(taxRate.id, table.rate_id))
      .where(
        and(
          eq(taxRate.region_id, sql.placeholder('regionId')),
          sql`${target} = any(${sql.placeholder('ids')})`,
        ),
      )
      .orderBy(taxRate.created_at, taxRate.id),
  );
}

// Built once: every refresh of a cart reads its lines' and methods' overrides (issue 29).
const OVERRIDES = {
  products: overridesOf('products'),
  product_types: overridesOf('product_types'),
  shipping_options: overridesOf('shipping_options'),
};

async function overrides(
  db: Executor,
  kind: LinkKind,
  regionId: string,
  ids: string[] | undefined,
): Promise<Map<string, TaxRateLine[]>> {
  const result = new Map<string, TaxRateLine[]>();
  if (!ids?.length) return result;
  const rows = await OVERRIDES[kind](db, { regionId, ids });
  for (const { target: key, ...line } of rows) {
    const list = result.get(key);
    if (list) list.push(line);
    else result.set(key, [line]);
  }
  return result;
}

/**
 * The overrides of one kind for the targets `ids` (a subquery of the caller's) in region
 * `regionId` (an SQL value), as one JSON array of `{ target, id, rate, code, name }` in
 * `taxRatesFor`'s order: a cart's refresh reads them with everything else in one
 * statement (issue 29). Read back by `overridesFromJson`.
 */
export function overridesJson(kind: LinkKind, regionId: SQL, ids: SQL): SQL {
  const { table, target } = LINKS[kind];
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'target', ${target}, 'id', ${taxRate.id}, 'rate', ${taxRate.rate},
      'code', ${taxRate.code}, 'name', ${taxRate.name})
      ORDER BY ${taxRate.created_at}, ${taxRate.id}), '[]'::json)
    FROM ${table} INNER JOIN ${taxRate} ON ${taxRate.id} = ${table.rate_id}
    WHERE ${taxRate.region_id} = ${regionId} AND ${target} IN (${ids}))`;
}

export function overridesFromJson(json: unknown): Map<string, TaxRateLine[]> {
  const result = new Map<string, TaxRateLine[]>();
  for (const { target, ...line } of (Array.isArray(json) ? json : []) as ({
    target: string;
  } & TaxRateLine)[]) {
    const list = result.get(target);
    if (list) list.push(line);
    else result.set(target, [line]);
  }
  return result;
}

/**
 * The tax rates of a region that override its default rate for these products, product
 * types and shipping options (three queries at most). Ids without an override are absent
 * from the maps; see rates.ts for the fallback to the region's rate.
 */
export async function taxRatesFor(
  db: Executor,
  query: {
    regionId: string;
    productIds?: string[];
    productTypeIds?: string[];
    shippingOptionIds?: string[];
  },
): Promise<TaxRateOverrides> {
  const [products, productTypes, shippingOptions] = await Promise.all([
    overrides(db, 'products', query.regionId, query.productIds),
    overrides(db, 'product_types', query.regionId, query.productTypeIds),
    overrides(db, 'shipping_options', query.regionId, query.shippingOptionIds),
  ]);
  return { products, productTypes, shippingOptions };
}
