import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { reusedQuery } from '../../../db/prepared-read.ts';
import { cart } from './tables.ts';

interface CartOfRead {
  region_id: string;
  customer_id: string | null;
}

/**
 * A live cart's region and customer, which price a store product read that names the cart
 * (catalog's `cartOfRead` port). Read on every such request, cached answer or not, so it is
 * one statement of two columns built once (db/prepared-read.ts).
 */
const cartOfRead = reusedQuery<CartOfRead>('cart_of_product_read', (executor) =>
  executor
    .select({ region_id: cart.region_id, customer_id: cart.customer_id })
    .from(cart)
    .where(and(eq(cart.id, sql.placeholder('id')), isNull(cart.deleted_at))),
);

export async function cartOfProductRead(db: Db, id: string): Promise<CartOfRead | undefined> {
  // PostgreSQL text cannot hold NUL, so no cart has such an id; both drivers would fail on it.
  if (id.includes('\0')) return undefined;
  return (await cartOfRead(db, { id }))[0];
}
