import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import { rowOf } from '../../../db/subquery-row.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type CustomerGroupRow, customerGroupsToJoin } from '../../people/index.ts';
import { moneyAmount, productVariant } from '../products/tables.ts';
import {
  type PriceListRow,
  type PriceListStatus,
  type PriceListType,
  priceList,
  priceListCustomerGroup,
} from './tables.ts';

/** SQL of price lists, their customer groups and their prices (rows of money_amount). */

export interface PriceListFilters {
  q?: string;
  id?: string[];
  name?: string;
  status?: PriceListStatus[];
  type?: PriceListType[];
  customer_groups?: string[];
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
  deleted_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: priceList.created_at,
  updated_at: priceList.updated_at,
  name: priceList.name,
  status: priceList.status,
  type: priceList.type,
  starts_at: priceList.starts_at,
  ends_at: priceList.ends_at,
};

function where(f: PriceListFilters): SQL | undefined {
  return and(
    // Deleted lists are listed only when the query asks about deletion dates.
    f.deleted_at ? compare(priceList.deleted_at, f.deleted_at) : isNull(priceList.deleted_at),
    f.q
      ? or(
          ilike(priceList.name, containsPattern(f.q)),
          ilike(priceList.description, containsPattern(f.q)),
        )
      : undefined,
    f.id?.length ? inArray(priceList.id, f.id) : undefined,
    f.name ? eq(priceList.name, f.name) : undefined,
    f.status?.length ? inArray(priceList.status, f.status) : undefined,
    f.type?.length ? inArray(priceList.type, f.type) : undefined,
    f.customer_groups?.length
      ? exists(
          sql`(SELECT 1 FROM ${priceListCustomerGroup}
            WHERE ${priceListCustomerGroup.price_list_id} = ${priceList.id}
            AND ${priceListCustomerGroup.customer_group_id} IN ${f.customer_groups})`,
        )
      : undefined,
    compare(priceList.created_at, f.created_at),
    compare(priceList.updated_at, f.updated_at),
  );
}

export async function listPriceListRows(
  db: Executor,
  filters: PriceListFilters,
  page: Page,
): Promise<{ rows: PriceListRow[]; count: number }> {
  const condition = where(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(priceList)
      .where(condition)
      .orderBy(...orderBy(page.order, ORDERABLE, priceList.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(priceList).where(condition),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** A live price list; `lock` takes its row lock, so writes to one list take turns. */
export async function findPriceList(
  db: Executor,
  id: string,
  lock = false,
): Promise<PriceListRow | undefined> {
  const query = db
    .select()
    .from(priceList)
    .where(and(eq(priceList.id, id), isNull(priceList.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type PriceListValues = Partial<
  Omit<typeof priceList.$inferInsert, 'id' | 'created_at' | 'updated_at'>
>;

export async function insertPriceList(
  db: Executor,
  values: PriceListValues & Pick<PriceListRow, 'id' | 'name' | 'type'>,
): Promise<void> {
  await db.insert(priceList).values(values);
}

export async function updatePriceList(
  db: Executor,
  id: string,
  values: PriceListValues,
): Promise<void> {
  await db
    .update(priceList)
    .set({ ...values, updated_at: new Date() })
    .where(eq(priceList.id, id));
}

/** The customer groups of several lists, deleted groups included (they still restrict). */
export async function groupsOfLists(
  db: Executor,
  listIds: string[],
): Promise<{ price_list_id: string; group: CustomerGroupRow }[]> {
  if (listIds.length === 0) return [];
  const groups = customerGroupsToJoin(db);
  return db
    .select({ price_list_id: priceListCustomerGroup.price_list_id, group: rowOf(groups) })
    .from(priceListCustomerGroup)
    .innerJoin(groups, eq(groups.id, priceListCustomerGroup.customer_group_id))
    .where(inArray(priceListCustomerGroup.price_list_id, listIds))
    .orderBy(asc(groups.name), asc(groups.id));
}

export async function setGroupsOfList(
  db: Executor,
  listId: string,
  groupIds: string[],
): Promise<void> {
  await db.delete(priceListCustomerGroup).where(eq(priceListCustomerGroup.price_list_id, listId));
  if (groupIds.length === 0) return;
  await db
    .insert(priceListCustomerGroup)
    .values(groupIds.map((customer_group_id) => ({ price_list_id: listId, customer_group_id })));
}

export type MoneyAmountRow = typeof moneyAmount.$inferSelect;

/** The prices of several lists, on live variants only. */
export async function pricesOfLists(db: Executor, listIds: string[]): Promise<MoneyAmountRow[]> {
  if (listIds.length === 0) return [];
  const rows = await db
    .select({ price: moneyAmount })
    .from(moneyAmount)
    .innerJoin(
      productVariant,
      and(eq(productVariant.id, moneyAmount.variant_id), isNull(productVariant.deleted_at)),
    )
    .where(and(inArray(moneyAmount.price_list_id, listIds), isNull(moneyAmount.deleted_at)))
    .orderBy(asc(moneyAmount.created_at), asc(moneyAmount.id));
  return rows.map((row) => row.price);
}
