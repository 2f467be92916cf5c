import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { type PaymentSessionRow, paymentSession } from '../carts/tables.ts';
import { type PaymentRow, payment } from '../payments/tables.ts';
import { type PaymentCollectionRow, paymentCollection } from './tables.ts';

/** SQL of payment collections and their sessions and payments. */

/** A live collection; `lock` takes its row lock for the rest of the transaction. */
export async function findCollection(
  db: Executor,
  id: string,
  lock = false,
): Promise<PaymentCollectionRow | undefined> {
  const query = db
    .select()
    .from(paymentCollection)
    .where(and(eq(paymentCollection.id, id), isNull(paymentCollection.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateCollection(
  db: Executor,
  id: string,
  values: Partial<Omit<typeof paymentCollection.$inferInsert, 'id' | 'created_at'>>,
): Promise<void> {
  await db
    .update(paymentCollection)
    .set({ ...values, updated_at: new Date() })
    .where(eq(paymentCollection.id, id));
}

export async function sessionsOfCollection(
  db: Executor,
  collectionId: string,
): Promise<PaymentSessionRow[]> {
  return db
    .select()
    .from(paymentSession)
    .where(eq(paymentSession.payment_collection_id, collectionId))
    .orderBy(asc(paymentSession.created_at), asc(paymentSession.id));
}

/** The payments of a collection, oldest first; `lock`: locked for the caller's transaction. */
export async function paymentsOfCollection(
  db: Executor,
  collectionId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PaymentRow[]> {
  const query = db
    .select()
    .from(payment)
    .where(eq(payment.payment_collection_id, collectionId))
    .orderBy(asc(payment.created_at), asc(payment.id));
  return lock ? query.for('update') : query;
}

export async function insertCollection(
  db: Executor,
  values: typeof paymentCollection.$inferInsert,
): Promise<void> {
  await db.insert(paymentCollection).values(values);
}
