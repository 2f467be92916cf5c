import type { Executor } from '../../../db/transaction.ts';
import { store } from './tables.ts';

export type StoreRow = typeof store.$inferSelect;

/** The store's single row (seeded by migration 0001). */
export async function findStore(db: Executor): Promise<StoreRow> {
  const [row] = await db.select().from(store).limit(1);
  // Only a database that skipped the migrations lacks it: a server bug, not a client error.
  if (!row) throw new Error('The store row is missing; were the migrations applied?');
  return row;
}
