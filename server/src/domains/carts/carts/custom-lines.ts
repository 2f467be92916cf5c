import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import type { RegionRow } from '../../settings/index.ts';
import { moveToRegion } from './region.ts';
import { type CartRow, lineItem } from './tables.ts';

/*
 * The custom lines of a draft order's cart: lines without a variant whose title and price
 * staff typed. They have no product, so no shipping profile and no price list.
 */

/** Custom lines ship with the cart's shipping method: shipped when it has one. */
export async function markCustomLinesShipped(
  db: Executor,
  cartId: string,
  shipped: boolean,
): Promise<void> {
  await db
    .update(lineItem)
    .set({ has_shipping: shipped })
    .where(
      and(
        eq(lineItem.cart_id, cartId),
        isNull(lineItem.variant_id),
        sql`${lineItem.has_shipping} IS DISTINCT FROM ${shipped}`,
      ),
    );
}

/**
 * Moves the cart to another region (moveToRegion: variant lines priced again there,
 * shipping methods dropped), except that custom lines stay: they have no price list to
 * look up, so they keep the amount staff typed. They step out of the cart while it moves,
 * so the move does not remove them as unpriced.
 */
export async function moveToRegionKeepingCustomLines(
  db: Executor,
  cart: CartRow,
  region: RegionRow,
): Promise<void> {
  if (cart.region_id === region.id) return;
  const custom = await db
    .update(lineItem)
    .set({ cart_id: null })
    .where(and(eq(lineItem.cart_id, cart.id), isNull(lineItem.variant_id)))
    .returning({ id: lineItem.id });
  await moveToRegion(db, cart, region);
  if (custom.length > 0) {
    await db
      .update(lineItem)
      .set({ cart_id: cart.id, includes_tax: region.includes_tax, updated_at: new Date() })
      .where(
        inArray(
          lineItem.id,
          custom.map((row) => row.id),
        ),
      );
  }
}
