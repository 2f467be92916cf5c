import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { lineItem } from './tables.ts';

/** Whose lines: an order's, a claim's (its new items) or a swap's. */
export interface LineOwner {
  column: 'order_id' | 'claim_order_id' | 'swap_id';
  id: string;
}

export type LineCounter = 'fulfilled_quantity' | 'shipped_quantity' | 'returned_quantity';

/**
 * Adds `quantity` (negative to take away) to a per-line counter of the owner's lines, one
 * line at a time; a line of someone else is left alone. The line_item CHECKs of migration
 * 0018 refuse a counter past what was ordered or fulfilled.
 */
export async function addToLineCounters(
  db: Executor,
  owner: LineOwner,
  counter: LineCounter,
  changes: readonly { item_id: string; quantity: number }[],
): Promise<void> {
  for (const change of changes) {
    await db
      .update(lineItem)
      .set({
        [counter]: sql`coalesce(${lineItem[counter]}, 0) + ${change.quantity}`,
        updated_at: new Date(),
      })
      .where(and(eq(lineItem.id, change.item_id), eq(lineItem[owner.column], owner.id)));
  }
}
