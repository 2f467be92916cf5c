import { store } from '../../../db/schema.ts';
import type { Executor } from '../../../db/transaction.ts';

/** The store's default stock location, null when none is set. */
export async function defaultLocationId(db: Executor): Promise<string | null> {
  const [settings] = await db.select({ id: store.default_location_id }).from(store).limit(1);
  return settings?.id ?? null;
}
