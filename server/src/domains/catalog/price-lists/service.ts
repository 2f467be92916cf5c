import type { AdminComponents } from '@commerce/client/contract';
import { eq } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { iso, unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { findCustomerGroups, toCustomerGroup } from '../../people/index.ts';
import { dates } from '../products/load.ts';
import { moneyAmount } from '../products/tables.ts';
import { deleteListPrices, type ListPriceInput, writeListPrices } from './prices.ts';
import {
  findPriceList,
  groupsOfLists,
  insertPriceList,
  listPriceListRows,
  type PriceListFilters,
  type PriceListValues,
  pricesOfLists,
  setGroupsOfList,
  updatePriceList,
} from './repository.ts';
import type { PriceListRow, PriceListStatus, PriceListType } from './tables.ts';

/*
 * Price lists (issue 9, item 5): staff create sale or override lists of variant prices,
 * for everyone or some customer groups, active in a window. What they do to prices is
 * products/pricing.ts; this is their administration.
 */

export type PriceList = AdminComponents['schemas']['PriceList'];

export interface PriceListInput {
  name?: string;
  description?: string;
  type?: PriceListType;
  status?: PriceListStatus;
  starts_at?: string | null;
  ends_at?: string | null;
  customer_groups?: { id: string }[];
  prices?: ListPriceInput[];
  includes_tax?: boolean;
}

/** Lists as the API answers them, with their groups and prices (one query each per page). */
async function toPriceLists(db: Executor, rows: PriceListRow[]): Promise<PriceList[]> {
  const ids = rows.map((row) => row.id);
  const [groups, prices] = await Promise.all([groupsOfLists(db, ids), pricesOfLists(db, ids)]);
  return rows.map((row) => ({
    ...dates(row),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    customer_groups: groups
      .filter((link) => link.price_list_id === row.id)
      .map((link) => toCustomerGroup(link.group)),
    prices: prices.filter((price) => price.price_list_id === row.id).map(dates),
  }));
}

export async function requirePriceList(db: Executor, id: string, lock = false) {
  const row = await findPriceList(db, id, lock);
  if (!row) throw errors.notFound('Price list', id);
  return row;
}

export async function getPriceList(db: Executor, id: string): Promise<PriceList> {
  const [list] = await toPriceLists(db, [await requirePriceList(db, id)]);
  return list as PriceList;
}

export async function listPriceLists(db: Executor, filters: PriceListFilters, page: Page) {
  const { rows, count } = await listPriceListRows(db, filters, page);
  return { price_lists: await toPriceLists(db, rows), count };
}

const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The plain columns of an input, with its window checked against the current one. */
function columnsOf(input: PriceListInput, current?: PriceListRow): PriceListValues {
  const starts = date(input.starts_at);
  const ends = date(input.ends_at);
  const from = starts === undefined ? (current?.starts_at ?? null) : starts;
  const to = ends === undefined ? (current?.ends_at ?? null) : ends;
  if (from && to && from >= to)
    throw errors.invalidData('ends_at must be after starts_at', 'ends_before_start');
  const values: PriceListValues = {
    name: input.name,
    description: input.description,
    type: input.type,
    status: input.status,
    includes_tax: input.includes_tax,
    starts_at: starts,
    ends_at: ends,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as PriceListValues;
}

async function setGroups(tx: Executor, listId: string, groups: { id: string }[]): Promise<void> {
  const ids = [...new Set(groups.map((group) => group.id))];
  const found = new Set((await findCustomerGroups(tx, ids)).map((group) => group.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw unknownReference('Customer group', missing);
  await setGroupsOfList(tx, listId, ids);
}

export async function createPriceList(
  db: Executor,
  input: PriceListInput & { name: string; type: PriceListType },
): Promise<PriceList> {
  return withTransaction(db, async (tx) => {
    const id = newId('pl');
    await insertPriceList(tx, { ...columnsOf(input), id, name: input.name, type: input.type });
    if (input.customer_groups) await setGroups(tx, id, input.customer_groups);
    await writeListPrices(tx, id, input.prices ?? []);
    return getPriceList(tx, id);
  });
}

/** Changes the given fields; `customer_groups` replaces the groups, `prices` are upserted. */
export async function changePriceList(
  db: Executor,
  id: string,
  input: PriceListInput,
): Promise<PriceList> {
  return withTransaction(db, async (tx) => {
    const current = await requirePriceList(tx, id, true);
    await updatePriceList(tx, id, columnsOf(input, current));
    if (input.customer_groups) await setGroups(tx, id, input.customer_groups);
    if (input.prices) await writeListPrices(tx, id, input.prices);
    return getPriceList(tx, id);
  });
}

/** Soft-deletes the list; its prices go, so no variant shows them any more. */
export async function deletePriceList(db: Executor, id: string) {
  await withTransaction(db, async (tx) => {
    await requirePriceList(tx, id, true);
    await tx.delete(moneyAmount).where(eq(moneyAmount.price_list_id, id));
    await updatePriceList(tx, id, { deleted_at: new Date() });
  });
  return { id, object: 'price-list', deleted: true };
}

export async function addPrices(
  db: Executor,
  id: string,
  prices: ListPriceInput[],
  replace: boolean,
): Promise<PriceList> {
  return withTransaction(db, async (tx) => {
    await requirePriceList(tx, id, true);
    await writeListPrices(tx, id, prices, replace);
    await updatePriceList(tx, id, {});
    return getPriceList(tx, id);
  });
}

export async function removePrices(
  db: Executor,
  id: string,
  which: Parameters<typeof deleteListPrices>[2],
  check?: (tx: Executor) => Promise<void>,
) {
  const ids = await withTransaction(db, async (tx) => {
    await requirePriceList(tx, id, true);
    await check?.(tx);
    const deleted = await deleteListPrices(tx, id, which);
    await updatePriceList(tx, id, {});
    return deleted;
  });
  return { ids, object: 'money-amount' as const, deleted: true };
}
