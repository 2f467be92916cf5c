import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { LineItemRow } from '../../carts/index.ts';
import { returnItem, returnTable } from './tables.ts';

/*
 * How many units of a line can still be sent back: those fulfilled, minus those already
 * returned, minus those promised to returns still open (requested). The line_item CHECK
 * of migration 0022 backs the first part.
 */

export interface ReturnLineInput {
  item_id: string;
  quantity: number;
  reason_id?: string | undefined;
  note?: string | undefined;
}

/** One entry per line, quantities of repeated ids added up (the first reason and note kept). */
export function mergeLines<T extends ReturnLineInput>(items: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const item of items) {
    const seen = byId.get(item.item_id);
    byId.set(item.item_id, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  return [...byId.values()];
}

/** Units per line held by the order's open returns, the return `except` left out. */
export async function openReturnUnits(
  db: Executor,
  orderId: string,
  except?: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ item: returnItem.item_id, n: sql<number>`sum(${returnItem.quantity})::int` })
    .from(returnItem)
    .innerJoin(returnTable, eq(returnTable.id, returnItem.return_id))
    .where(
      and(
        eq(returnTable.order_id, orderId),
        eq(returnTable.status, 'requested'),
        except ? ne(returnTable.id, except) : undefined,
      ),
    )
    .groupBy(returnItem.item_id);
  return new Map(rows.map((row) => [row.item, Number(row.n)]));
}

/** Refuses (400, nothing changed) a line not of the order or more units than can go back. */
export function checkReturnable(
  lines: readonly LineItemRow[],
  items: readonly { item_id: string; quantity: number }[],
  open: ReadonlyMap<string, number>,
): void {
  for (const item of items) {
    const line = lines.find((l) => l.id === item.item_id);
    if (!line) {
      throw errors.invalidData(
        `Line item ${item.item_id} is not part of the order`,
        'item_not_in_order',
      );
    }
    const left =
      (line.fulfilled_quantity ?? 0) - (line.returned_quantity ?? 0) - (open.get(line.id) ?? 0);
    if (item.quantity > left) {
      throw errors.notAllowed(
        `Line item ${line.id} has ${Math.max(left, 0)} fulfilled units that can be returned, ${item.quantity} asked`,
        'return_exceeds_fulfilled',
      );
    }
  }
}
