import { eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { shippingMethod } from './tables.ts';

/* What the shipping methods of returns cost (a return's method points at its return). */

/** The total price of a return's shipping methods, 0 when it has none. */
export async function returnShippingTotal(db: Executor, returnId: string): Promise<number> {
  const [shipping] = await db
    .select({ price: sql<number>`coalesce(sum(${shippingMethod.price}), 0)::bigint` })
    .from(shippingMethod)
    .where(eq(shippingMethod.return_id, returnId));
  // bigint arrives as text from some drivers.
  return Number(shipping?.price ?? 0);
}

/** The price of each shipping method of these returns (ids or a subquery of them). */
export async function shippingPricesOfReturns(
  db: Executor,
  returnIds: readonly string[] | SQLWrapper,
): Promise<{ price: number }[]> {
  return db
    .select({ price: shippingMethod.price })
    .from(shippingMethod)
    .where(inArray(shippingMethod.return_id, returnIds));
}
