import type { StoreComponents } from '@commerce/client/contract';
import { asc, inArray } from 'drizzle-orm';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type ReturnItemRow, type ReturnRow, returnItem } from './tables.ts';

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

/** Loaded returns grouped by their order, in the order given. */
export function returnsByOrder(returns: readonly Return[]): Map<string, Return[]> {
  const byOrder = new Map<string, Return[]>();
  for (const loaded of returns) {
    const key = loaded.order_id as string;
    byOrder.set(key, [...(byOrder.get(key) ?? []), loaded]);
  }
  return byOrder;
}
