import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import { insertReturning, insertRows, updateByIdReturning } from '../../../db/shaped-writes.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type PaymentSessionRow, paymentSession } from './tables.ts';

/** SQL of a cart's payment sessions. */

export type SessionValues = Partial<Omit<typeof paymentSession.$inferInsert, 'id' | 'created_at'>>;

export async function sessionsOfCart(db: Executor, cartId: string): Promise<PaymentSessionRow[]> {
  return db
    .select()
    .from(paymentSession)
    .where(eq(paymentSession.cart_id, cartId))
    .orderBy(asc(paymentSession.provider_id));
}

export async function insertSession(
  db: Executor,
  values: typeof paymentSession.$inferInsert,
): Promise<void> {
  await insertRows(db, paymentSession, [values]);
}

export async function updateSession(
  db: Executor,
  id: string,
  values: SessionValues,
): Promise<PaymentSessionRow | undefined> {
  const [row] = await updateByIdReturning(db, paymentSession, paymentSession.id, id, {
    ...values,
    updated_at: new Date(),
  });
  return row;
}

/** Answers the rows as stored, in the order given. */
export async function insertSessions(
  db: Executor,
  values: (typeof paymentSession.$inferInsert)[],
): Promise<PaymentSessionRow[]> {
  return values.length > 0 ? insertReturning(db, paymentSession, values) : [];
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(paymentSession).where(eq(paymentSession.id, id));
}

export async function deleteSessionsOfCart(db: Executor, cartId: string): Promise<void> {
  await db.delete(paymentSession).where(eq(paymentSession.cart_id, cartId));
}

/**
 * Selects the cart's session with `providerId` and unselects the others; answers every
 * session of the cart as it now is (both writes touch them all), in no particular order.
 */
export async function selectSession(
  db: Executor,
  cartId: string,
  providerId: string,
): Promise<PaymentSessionRow[]> {
  const values = { cart_id: cartId, provider_id: providerId, now: new Date().toISOString() };
  // Both in one round trip (issue 29, tenth pass); PostgreSQL runs them in this order, so
  // the unselect comes first, as the partial unique index (one selected session per cart)
  // needs.
  const [others, selected] = await Promise.all([unselectOthers(db, values), selectOne(db, values)]);
  return [...others, ...selected];
}

// Built once (issue 29, seventh pass): every checkout selects its session.
const sessionsOf = (providerMatch: typeof eq) =>
  and(
    eq(paymentSession.cart_id, sql.placeholder('cart_id')),
    providerMatch(paymentSession.provider_id, sql.placeholder('provider_id')),
  );
const unselectOthers = reusedQuery<PaymentSessionRow>('payment_sessions_unselect_others', (db) =>
  db
    .update(paymentSession)
    .set({ is_selected: false, updated_at: sql`${sql.placeholder('now')}` })
    .where(sessionsOf(ne))
    .returning(),
);
const selectOne = reusedQuery<PaymentSessionRow>('payment_session_select', (db) =>
  db
    .update(paymentSession)
    .set({ is_selected: true, updated_at: sql`${sql.placeholder('now')}` })
    .where(sessionsOf(eq))
    .returning(),
);
