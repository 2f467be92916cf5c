import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type JsonCandidatePrice, withListDates } from '../price-lists/variant-prices.ts';
import { soldInChannelArray } from '../product-channels/repository.ts';
import type { LoadOptions, WireProduct, WireVariant } from './load.ts';
import { pageJson } from './page-json.ts';
import { variantPrices, visiblePrices } from './pricing.ts';
import {
  defaultProductOrder,
  type ProductFilter,
  productOrder,
  productWhere,
} from './repository.ts';
import { product } from './tables.ts';

/*
 * A page of products read in ONE statement (page-json.ts builds the tree in PostgreSQL),
 * the count with it; then the calculated prices, the shopper's visible prices and
 * `purchasable` per variant in JavaScript, as load.ts does. The answer is the same as
 * listProductRows + loadProducts; page.test.ts compares the two.
 *
 * The store's usual reads (a page of the whole catalogue, one product, each optionally
 * limited to the key's channels) are built once: drizzle builds their SQL once, and both
 * drivers parse and plan it once per connection (a named statement), so a request sends
 * only its parameters. Building and sending the 15 kB of SQL was a fifth of
 * the CPU of a request. Other filters build their statement per request.
 */

type JsonVariant = Omit<WireVariant, 'prices' | keyof ReturnType<typeof variantPrices>> & {
  prices: JsonCandidatePrice[];
  manage_inventory: boolean;
  allow_backorder: boolean;
  inventory_quantity: number;
};
type JsonProduct = Omit<WireProduct, 'variants'> & { variants: JsonVariant[] };
type PageRow = { count: number | null; products: unknown };

/** json columns come parsed from node-postgres, and as text from some PGlite versions. */
const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

function priceVariant(variant: JsonVariant, options: LoadOptions, at: Date) {
  const candidates = variant.prices.map(withListDates);
  const shown = options.store ? visiblePrices(candidates, at) : candidates;
  return {
    ...variant,
    prices: shown.map(({ list: _list, ...price }) => price),
    ...variantPrices(candidates, options.pricing && { ...options.pricing, at }),
    ...(options.store
      ? {
          purchasable:
            !variant.manage_inventory || variant.allow_backorder || variant.inventory_quantity > 0,
        }
      : {}),
  } as unknown as WireVariant;
}

function wirePage(row: PageRow | undefined, options: LoadOptions) {
  const at = options.pricing?.at ?? new Date();
  const products = parsed<JsonProduct[]>(row?.products ?? []).map((item) => ({
    ...item,
    variants: item.variants.map((variant) => priceVariant(variant, options, at)),
  })) as WireProduct[];
  return { products, count: row?.count ?? 0 };
}

interface PageSql {
  where: SQL | undefined;
  order: SQL[];
  limit: SQL;
  offset: SQL;
  customerId: SQL;
  store: boolean;
  withCount: boolean;
}

/** The count (or null) and the page as one JSON array, as a select drizzle can prepare. */
function pageQuery(db: Executor, p: PageSql) {
  const filtered = p.where ? sql` WHERE ${p.where}` : sql``;
  const order = sql.join(p.order, sql`, `);
  const count = p.withCount
    ? sql`(SELECT count(*)::int FROM ${product}${filtered})`
    : sql`NULL::int`;
  // row_number() over the list's own order carries that order into json_agg; with the
  // LIMIT above it, the planner still stops after the page.
  const products = pageJson(
    sql`SELECT ${product}.*, row_number() OVER (ORDER BY ${order}) AS page_rank
      FROM ${product}${filtered} ORDER BY ${order} LIMIT ${p.limit} OFFSET ${p.offset}`,
    { customerId: p.customerId, store: p.store },
  );
  return db
    .select({ count: sql<number | null>`${count}`, products: sql<unknown>`${products}` })
    .from(sql`(VALUES (1)) AS one (x)`);
}

/** A page of products as the wire shows them, and the count of the whole list. */
export async function readProductPage(
  db: Executor,
  f: ProductFilter,
  options: LoadOptions = {},
  withCount = true,
): Promise<{ products: WireProduct[]; count: number }> {
  const [row] = await pageQuery(db, {
    where: productWhere(f),
    order: productOrder(f.order, options.pricing),
    limit: sql`${f.limit}`,
    offset: sql`${f.offset}`,
    customerId: sql`${options.customerId ?? null}`,
    store: options.store ?? false,
    withCount,
  });
  return wirePage(row, options);
}

type Shape = 'list' | 'list-in-channels' | 'one' | 'one-in-channels';

function shapeQuery(executor: Executor, shape: Shape) {
  const one = shape.startsWith('one');
  return pageQuery(executor, {
    where: and(
      isNull(product.deleted_at),
      eq(product.status, 'published'),
      one ? eq(product.id, sql.placeholder('id')) : undefined,
      shape.endsWith('in-channels')
        ? soldInChannelArray(sql`${sql.placeholder('channels')}`)
        : undefined,
    ),
    order: defaultProductOrder(),
    limit: sql`${sql.placeholder('limit')}`,
    offset: sql`${sql.placeholder('offset')}`,
    customerId: sql`${sql.placeholder('customer')}::text`,
    store: true,
    withCount: !one,
  });
}

// Built once each (db/prepared-read.ts): the store's usual reads.
const pageOfShape = Object.fromEntries(
  (['list', 'list-in-channels', 'one', 'one-in-channels'] as const).map((shape) => [
    shape,
    reusedQuery<PageRow>(
      `store_products_${shape.replaceAll('-', '_')}`,
      (executor) => shapeQuery(executor, shape),
      // A page's LIMIT and OFFSET over a large catalogue: planned for its values.
      { planFor: 'values' },
    ),
  ]),
) as Record<Shape, (executor: Executor, values: Record<string, unknown>) => Promise<PageRow[]>>;

async function prepared(db: Db, shape: Shape, params: Record<string, unknown>) {
  return (await pageOfShape[shape](db, params))[0];
}

/** True when a store list has no filter but paging and channels: the prepared shape. */
function isPlainList(f: ProductFilter): boolean {
  return Object.entries(f).every(
    ([key, value]) =>
      value === undefined ||
      ['limit', 'offset', 'store', 'sales_channel_id'].includes(key) ||
      (key === 'order' && typeof value === 'string' && value.trim() === ''),
  );
}

/** A store list (`f.store`), prepared when it is the plain catalogue. */
export async function readStorePage(db: Db, f: ProductFilter, options: LoadOptions) {
  if (!isPlainList(f)) return readProductPage(db, f, options);
  const channels = f.sales_channel_id;
  const row = await prepared(db, channels ? 'list-in-channels' : 'list', {
    limit: f.limit,
    offset: f.offset,
    customer: options.customerId ?? null,
    ...(channels ? { channels } : {}),
  });
  return wirePage(row, options);
}

/** One published product a store read may see (`channels`: null for all), or undefined. */
export async function readStoreProduct(
  db: Db,
  id: string,
  channels: readonly string[] | null,
  options: LoadOptions,
): Promise<WireProduct | undefined> {
  const row = await prepared(db, channels ? 'one-in-channels' : 'one', {
    id,
    limit: 1,
    offset: 0,
    customer: options.customerId ?? null,
    ...(channels ? { channels: [...channels] } : {}),
  });
  return wirePage(row, options).products[0];
}
