import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import { insertRows, updateByIdReturning } from '../../../db/shaped-writes.ts';
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

export async function insertSessions(
  db: Executor,
  values: (typeof paymentSession.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await insertRows(db, paymentSession, values);
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(paymentSession).where(eq(paymentSession.id, id));
}

export async function deleteSessionsOfCart(db: Executor, cartId: string): Promise<void> {
  await db.delete(paymentSession).where(eq(paymentSession.cart_id, cartId));
}

/** Selects the cart's session with `providerId` and unselects the others. */
export async function selectSession(
  db: Executor,
  cartId: string,
  providerId: string,
): Promise<void> {
  // Unselect first: the partial unique index allows one selected session per cart.
  const values = { cart_id: cartId, provider_id: providerId, now: new Date().toISOString() };
  await unselectOthers(db, values);
  await selectOne(db, values);
}

// Built once (issue 29, seventh pass): every checkout selects its session.
const sessionsOf = (providerMatch: typeof eq) =>
  and(
    eq(paymentSession.cart_id, sql.placeholder('cart_id')),
    providerMatch(paymentSession.provider_id, sql.placeholder('provider_id')),
  );
const unselectOthers = reusedQuery('payment_sessions_unselect_others', (db) =>
  db
    .update(paymentSession)
    .set({ is_selected: false, updated_at: sql`${sql.placeholder('now')}` })
    .where(sessionsOf(ne)),
);
const selectOne = reusedQuery('payment_session_select', (db) =>
  db
    .update(paymentSession)
    .set({ is_selected: true, updated_at: sql`${sql.placeholder('now')}` })
    .where(sessionsOf(eq)),
);
