import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import type { LineOwner } from './line-counters.ts';
import { type LineItemRow, lineItem } from './tables.ts';

/*
 * The lines of what a cart became: an order, a claim's or a swap's new items, an order
 * edit's changed lines. The owner's column names whose they are.
 */

export type LineOwnerColumn = LineOwner['column'] | 'order_edit_id';

/** The lines of these owners, oldest first. */
export async function linesOfOwners(
  db: Executor,
  column: LineOwnerColumn,
  ownerIds: readonly string[],
): Promise<LineItemRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .select()
    .from(lineItem)
    .where(inArray(lineItem[column], [...ownerIds]))
    .orderBy(asc(lineItem.created_at), asc(lineItem.id));
}

/** The owner's lines, locked in id order (so two changes never deadlock). */
export async function lockLinesOf(db: Executor, owner: LineOwner): Promise<LineItemRow[]> {
  return db
    .select()
    .from(lineItem)
    .where(eq(lineItem[owner.column], owner.id))
    .orderBy(asc(lineItem.id))
    .for('update');
}

/** The ids of the owner's lines as a subquery, for a statement that takes them all at once. */
export function lineIdsOf(db: Executor, owner: LineOwner) {
  return db.select({ id: lineItem.id }).from(lineItem).where(eq(lineItem[owner.column], owner.id));
}
