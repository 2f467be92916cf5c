import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { store } from './tables.ts';

export type StoreRow = typeof store.$inferSelect;

// Built once: every placed order's notification reads the store (issue 29).
const storeRow = reusedQuery<StoreRow>('store_row', (db) => db.select().from(store).limit(1));

/** The store's single row (seeded by migration 0001). */
export async function findStore(db: Executor): Promise<StoreRow> {
  const [row] = await storeRow(db, {});
  // Only a database that skipped the migrations lacks it: a server bug, not a client error.
  if (!row) throw new Error('The store row is missing; were the migrations applied?');
  return row;
}
