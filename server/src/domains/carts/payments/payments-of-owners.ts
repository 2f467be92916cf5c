import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { type PaymentRow, payment } from './tables.ts';

/* Payment rows by what they pay: a swap's difference due (a collection's: paymentsOfCollection). */

export async function paymentsOfSwaps(
  db: Executor,
  swapIds: readonly string[],
): Promise<PaymentRow[]> {
  if (swapIds.length === 0) return [];
  return db
    .select()
    .from(payment)
    .where(inArray(payment.swap_id, [...swapIds]));
}

/** The payment of a swap's difference due, locked; a swap has at most one. */
export async function lockPaymentOfSwap(
  db: Executor,
  swapId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payment).where(eq(payment.swap_id, swapId)).for('update');
  return row;
}
