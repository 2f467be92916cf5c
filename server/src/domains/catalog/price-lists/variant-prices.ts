import { and, asc, eq, getTableColumns, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isoText, jsonRow, rowsFromJson } from '../../../db/json-row.ts';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { customerInGroup } from '../../people/index.ts';
import type { CandidatePrice, ListTerms } from '../products/pricing.ts';
import { moneyAmount } from '../products/tables.ts';
import type { MoneyAmountRow } from './repository.ts';
import { priceList, priceListCustomerGroup } from './tables.ts';

/*
 * Every price of a page of variants in one query: the default prices and those of live
 * price lists, each with its list's terms and whether the customer may use the list (it
 * names no group, or the customer is a member of one). The rules that pick a price are
 * pure (products/pricing.ts); dates are checked there so one read serves any moment.
 */

export type VariantPrice = MoneyAmountRow & CandidatePrice;

/** The price rows of variants `ids`, with `customer` when the read names one (placeholders). */
function pricesOfVariants(db: Executor, withCustomer: boolean) {
  const named = sql`SELECT 1 FROM ${priceListCustomerGroup}
    WHERE ${priceListCustomerGroup.price_list_id} = ${priceList.id}`;
  const member = withCustomer
    ? sql` OR EXISTS (SELECT 1 FROM ${priceListCustomerGroup}
        WHERE ${priceListCustomerGroup.price_list_id} = ${priceList.id}
          AND ${customerInGroup(sql`${sql.placeholder('customer')}`, priceListCustomerGroup.customer_group_id)})`
    : sql``;
  return db
    .select({
      ...getTableColumns(moneyAmount),
      list_type: priceList.type,
      list_status: priceList.status,
      list_starts_at: priceList.starts_at,
      list_ends_at: priceList.ends_at,
      list_includes_tax: priceList.includes_tax,
      for_customer: sql<boolean>`(NOT EXISTS (${named})${member})`,
    })
    .from(moneyAmount)
    .leftJoin(priceList, eq(priceList.id, moneyAmount.price_list_id))
    .where(
      and(
        sql`${moneyAmount.variant_id} = any(${sql.placeholder('ids')})`,
        isNull(moneyAmount.deleted_at),
        or(isNull(moneyAmount.price_list_id), isNull(priceList.deleted_at)),
      ),
    )
    .orderBy(asc(moneyAmount.created_at), asc(moneyAmount.id));
}

type PriceRow = Awaited<ReturnType<typeof pricesOfVariants>>[number];

// Built once: every cart change and answer reads its lines' prices (issue 29).
const anyonesPrices = reusedQuery<PriceRow>('variant_prices', (db) => pricesOfVariants(db, false));
const customersPrices = reusedQuery<PriceRow>('variant_prices_of_customer', (db) =>
  pricesOfVariants(db, true),
);

export async function candidatePrices(
  db: Executor,
  variantIds: string[],
  customerId: string | null | undefined,
): Promise<VariantPrice[]> {
  if (variantIds.length === 0) return [];
  const rows = customerId
    ? await customersPrices(db, { ids: variantIds, customer: customerId })
    : await anyonesPrices(db, { ids: variantIds });
  return rows.map(toCandidate);
}

function toCandidate({
  list_type,
  list_status,
  list_starts_at,
  list_ends_at,
  list_includes_tax,
  for_customer,
  ...price
}: PriceRow): VariantPrice {
  const list: ListTerms | null =
    price.price_list_id && list_type && list_status
      ? {
          type: list_type,
          status: list_status,
          starts_at: list_starts_at,
          ends_at: list_ends_at,
          includes_tax: list_includes_tax ?? false,
          for_customer: Boolean(for_customer),
        }
      : null;
  return { ...price, list };
}

/**
 * `candidatePrices` of a guest (no customer) for the variants `ids` (an SQL array) as ONE
 * json value: its rows (the money_amount columns and the list's terms under the names the
 * query gives them) in its order. For a statement that reads several relations at once (the
 * cart answer, carts/carts/answer-read.ts); read back by `guestCandidatesFromJson`.
 */
export function guestCandidatesJson(ids: SQL): SQL {
  return sql`(select coalesce(json_agg(p order by p.created_at, p.id), '[]'::json) from (
      select ma.*, pl.type as list_type, pl.status as list_status, pl.starts_at as list_starts_at,
        pl.ends_at as list_ends_at, pl.includes_tax as list_includes_tax,
        (not exists (select 1 from ${priceListCustomerGroup} named where named.price_list_id = pl.id)) as for_customer
      from ${moneyAmount} ma left join ${priceList} pl on pl.id = ma.price_list_id
      where ma.variant_id = any(${ids}) and ma.deleted_at is null
        and (ma.price_list_id is null or pl.deleted_at is null)) p)`;
}

/** The rows of `guestCandidatesJson`, as `candidatePrices(…, null)` answers them. */
export function guestCandidatesFromJson(json: unknown): VariantPrice[] {
  if (!Array.isArray(json)) return [];
  const prices = rowsFromJson(moneyAmount, json);
  return json.map((object: Record<string, unknown>, i) => {
    const date = (value: unknown) =>
      value === null || value === undefined
        ? null
        : (priceList.starts_at.mapFromDriverValue(value) as Date);
    return toCandidate({
      ...(prices[i] as MoneyAmountRow),
      list_type: (object.list_type ?? null) as PriceRow['list_type'],
      list_status: (object.list_status ?? null) as PriceRow['list_status'],
      list_starts_at: date(object.list_starts_at),
      list_ends_at: date(object.list_ends_at),
      list_includes_tax: (object.list_includes_tax ?? null) as boolean | null,
      for_customer: object.for_customer as boolean,
    });
  });
}

/**
 * The candidate prices of the variants `variantIds` (a subquery of the caller's) as rows of
 * `variant_id` and `prices`, a JSON array: the same rows, order and terms as
 * `candidatePrices`, for reads that build a whole page in one statement. Grouped in one pass
 * rather than a subquery per variant, so PostgreSQL joins once for the page. Dates are ISO
 * strings; `list` is null for a default price. `customerId` is an SQL value (a parameter or
 * a placeholder; null: a guest).
 */
export function candidatePricesJson(variantIds: SQL, customerId: SQL): SQL {
  const groups = alias(priceListCustomerGroup, 'plcg');
  const member = sql` OR EXISTS (SELECT 1 FROM ${priceListCustomerGroup} plcg WHERE ${groups.price_list_id} = pl.id
          AND ${customerInGroup(customerId, groups.customer_group_id)})`;
  const terms = sql`CASE WHEN pl.id IS NULL THEN NULL ELSE json_build_object(
      'type', pl.type, 'status', pl.status,
      'starts_at', ${isoText(sql`pl.starts_at`)}, 'ends_at', ${isoText(sql`pl.ends_at`)},
      'includes_tax', pl.includes_tax,
      'for_customer', (NOT EXISTS (SELECT 1 FROM ${priceListCustomerGroup} named
        WHERE named.price_list_id = pl.id)${member})) END`;
  return sql`SELECT ma.variant_id,
      json_agg(${jsonRow(moneyAmount, 'ma', [], [['list', terms]])} ORDER BY ma.created_at, ma.id) AS prices
    FROM ${moneyAmount} ma LEFT JOIN ${priceList} pl ON pl.id = ma.price_list_id
    WHERE ma.variant_id IN (${variantIds}) AND ma.deleted_at IS NULL
      AND (ma.price_list_id IS NULL OR pl.deleted_at IS NULL)
    GROUP BY ma.variant_id`;
}

/** A price as `candidatePricesJson` writes it. */
export interface JsonCandidatePrice extends Omit<CandidatePrice, 'list'> {
  id: string;
  list:
    | (Omit<ListTerms, 'starts_at' | 'ends_at'> & {
        starts_at: string | null;
        ends_at: string | null;
      })
    | null;
  [column: string]: unknown;
}

/** The terms of a JSON candidate with their dates as `Date`s, for the pricing rules. */
export function withListDates<T extends JsonCandidatePrice>(price: T): T & CandidatePrice {
  const list = price.list;
  return {
    ...price,
    list: list && {
      ...list,
      starts_at: list.starts_at === null ? null : new Date(list.starts_at),
      ends_at: list.ends_at === null ? null : new Date(list.ends_at),
    },
  };
}

/**
 * `candidatePricesJson`'s rows aggregated as one JSON array (`[{ variant_id, prices }]`),
 * read back as `candidatePrices` answers them: the money amount's columns through drizzle's
 * own mapping (dates as `Date`s), the list's terms with their dates.
 */
export function variantPricesFromJson(json: unknown): VariantPrice[] {
  if (!Array.isArray(json)) return [];
  return (json as { prices: JsonCandidatePrice[] }[]).flatMap(({ prices }) =>
    prices.map((price) => {
      const [row] = rowsFromJson(moneyAmount, [price]);
      return { ...(row as MoneyAmountRow), list: withListDates(price).list };
    }),
  );
}
