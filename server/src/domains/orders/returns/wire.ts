import type { StoreComponents } from '@commerce/client/contract';
import { asc, inArray } from 'drizzle-orm';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type ReturnItemRow, type ReturnRow, returnItem, returnTable } from './tables.ts';

/*
 * Returns as the API answers them (with their items), loaded for a page of returns or of
 * orders in two queries.
 */

export type Return = StoreComponents['schemas']['Return'];

export function toReturn(row: ReturnRow, items: readonly ReturnItemRow[]): Return {
  return {
    ...row,
    received_at: iso(row.received_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    items: items.filter((item) => item.return_id === row.id).map((item) => ({ ...item })),
  };
}

export async function loadReturns(db: Executor, rows: readonly ReturnRow[]): Promise<Return[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(returnItem)
    .where(
      inArray(
        returnItem.return_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(returnItem.item_id));
  return rows.map((row) => toReturn(row, items));
}

/** The returns of a page of orders, oldest first, keyed by order id. */
export async function returnsOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, Return[]>> {
  const byOrder = new Map<string, Return[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(returnTable)
    .where(inArray(returnTable.order_id, orderIds))
    .orderBy(asc(returnTable.created_at), asc(returnTable.id));
  for (const loaded of await loadReturns(db, rows)) {
    const key = loaded.order_id as string;
    byOrder.set(key, [...(byOrder.get(key) ?? []), loaded]);
  }
  return byOrder;
}
