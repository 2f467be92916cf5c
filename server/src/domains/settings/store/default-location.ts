import { eq } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { reusedQuery } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { insertStockLocation } from '../stock-locations/repository.ts';
import { store } from './tables.ts';

/*
 * The store's defaults other domains act on: the sales channel of a cart without one, the
 * stock location of stock set through a variant.
 */

/** The store's default stock location, null when none is set. */
export async function defaultLocationId(db: Executor): Promise<string | null> {
  const [settings] = await db.select({ id: store.default_location_id }).from(store).limit(1);
  return settings?.id ?? null;
}

/** The store's default sales channel, null when none is set. */
export async function defaultSalesChannelId(db: Executor): Promise<string | null> {
  const [settings] = await defaultChannel(db, {});
  return settings?.id ?? null;
}

// Built once: every new cart without a channel reads it (issue 29).
const defaultChannel = reusedQuery<{ id: string | null }>('store_default_sales_channel', (db) =>
  db.select({ id: store.default_sales_channel_id }).from(store).limit(1),
);

/**
 * The store's default stock location, created as `Default location` when there is none:
 * stock set through a variant (as existing admin clients do) must be held somewhere. The
 * store row is locked, so two such writes at once make one location.
 */
export async function ensureDefaultLocation(db: Executor): Promise<string> {
  const [settings] = await db
    .select({ id: store.id, location: store.default_location_id })
    .from(store)
    .limit(1)
    .for('update');
  if (settings?.location) return settings.location;
  const id = newId('sloc');
  await insertStockLocation(db, { id, name: 'Default location' });
  if (settings) {
    await db
      .update(store)
      .set({ default_location_id: id, updated_at: new Date() })
      .where(eq(store.id, settings.id));
  }
  return id;
}
