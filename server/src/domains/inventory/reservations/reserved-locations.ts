import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { reservationItem } from './tables.ts';

/** The stock locations where these lines hold reservations, each once. */
export async function locationsReservingLines(
  db: Executor,
  lineIds: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: reservationItem.location_id })
    .from(reservationItem)
    .where(inArray(reservationItem.line_item_id, [...lineIds]));
  return rows.map((row) => row.id);
}
