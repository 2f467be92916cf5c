import type { StoreComponents } from '@commerce/client/contract';
import { newId } from '../../../db/ids.ts';
import { iso, unknownReference } from '../../../db/list-query.ts';
import { type Executor, type Tx, withTransaction } from '../../../db/transaction.ts';
import { createError, errors } from '../../../errors.ts';
import type { AuthorizationResult } from '../../../payments/provider.ts';
import { paymentProvider } from '../../../payments/providers.ts';
import { regionsById, withRelations } from '../../settings/index.ts';
import { regionProviderIds } from '../carts/payment-sessions.ts';
import { deleteSession, insertSession, updateSession } from '../carts/sessions-repository.ts';
import type { PaymentSessionRow } from '../carts/tables.ts';
import { type PaymentSession, toPaymentSession } from '../carts/wire.ts';
import { payment } from '../payments/tables.ts';
import { toPayment } from '../payments/wire.ts';
import {
  findCollection,
  paymentsOfCollection,
  sessionsOfCollection,
  updateCollection,
} from './repository.ts';
import type { PaymentCollectionRow } from './tables.ts';

/*
 * The shopper's side of a payment collection: open sessions with the providers of its
 * region (their amounts add up to the collection's), refresh one, and authorize them. Each
 * change locks the collection's row, so two tabs paying at once take turns; an authorized
 * session becomes a payment (one per session, by a unique index) and the collection is
 * `authorized` once the authorized sessions cover its amount.
 */

export type PaymentCollection = StoreComponents['schemas']['PaymentCollection'];

export async function loadCollection(
  db: Executor,
  row: PaymentCollectionRow,
): Promise<PaymentCollection> {
  const [regions, sessions, payments] = await Promise.all([
    regionsById(db, [row.region_id]).then((rows) => withRelations(db, rows)),
    sessionsOfCollection(db, row.id),
    paymentsOfCollection(db, row.id),
  ]);
  const [wireRegion] = regions;
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    ...(wireRegion ? { region: wireRegion } : {}),
    payment_sessions: sessions.map(toPaymentSession),
    payments: payments.map(toPayment),
  };
}

/** A live collection (404 when there is none); `lock` takes its row lock. */
export async function requireCollection(
  db: Executor,
  id: string,
  lock = false,
): Promise<PaymentCollectionRow> {
  const row = await findCollection(db, id, lock);
  if (!row) throw errors.notFound('Payment collection', id);
  return row;
}

/** The collection, locked, in a state that still takes payment sessions. */
async function requireOpen(tx: Tx, id: string): Promise<PaymentCollectionRow> {
  const row = await requireCollection(tx, id, true);
  if (row.status === 'authorized' || row.status === 'canceled') {
    throw errors.notAllowed(
      `Payment collection ${id} is ${row.status} and takes no more payment sessions`,
      'payment_collection_closed',
    );
  }
  return row;
}

/** The collection's sessions with these ids, in that order; 404 for the first missing. */
async function requireSessions(
  tx: Executor,
  collection: PaymentCollectionRow,
  sessionIds: readonly string[],
): Promise<PaymentSessionRow[]> {
  const all = await sessionsOfCollection(tx, collection.id);
  return sessionIds.map((sessionId) => {
    const session = all.find((s) => s.id === sessionId);
    if (!session) throw errors.notFound('Payment session', sessionId);
    return session;
  });
}

async function checkProvider(tx: Executor, collection: PaymentCollectionRow, providerId: string) {
  if (!(await regionProviderIds(tx, collection.region_id)).includes(providerId)) {
    throw errors.invalidData(
      `Payment provider ${providerId} is not a provider of the collection's region`,
      'payment_provider_not_in_region',
    );
  }
}

async function openSession(
  tx: Executor,
  collection: PaymentCollectionRow,
  providerId: string,
  amount: number,
): Promise<string> {
  const id = newId('ps');
  await insertSession(tx, {
    id,
    payment_collection_id: collection.id,
    provider_id: providerId,
    is_initiated: true,
    status: 'pending',
    amount,
    data: await paymentProvider(providerId).initiate({
      amount,
      currency_code: collection.currency_code,
      resource_id: collection.id,
      email: null,
    }),
  });
  return id;
}

async function closeSession(tx: Executor, session: PaymentSessionRow): Promise<void> {
  if (session.status === 'authorized') {
    throw errors.notAllowed(
      `Payment session ${session.id} is authorized and cannot be removed`,
      'session_authorized',
    );
  }
  await paymentProvider(session.provider_id).cancel(session.data);
  await deleteSession(tx, session.id);
}

/**
 * authorized_amount and the status from the sessions now authorized: all of the amount
 * `authorized`, part of it `partially_authorized`, none `none` (the caller's status).
 */
async function syncAuthorized(
  tx: Executor,
  collection: PaymentCollectionRow,
  none: PaymentCollectionRow['status'],
): Promise<void> {
  const authorizedAmount = (await sessionsOfCollection(tx, collection.id))
    .filter((s) => s.status === 'authorized')
    .reduce((sum, s) => sum + (s.amount ?? 0), 0);
  await updateCollection(tx, collection.id, {
    authorized_amount: authorizedAmount,
    status:
      authorizedAmount >= collection.amount
        ? 'authorized'
        : authorizedAmount > 0
          ? 'partially_authorized'
          : none,
  });
}

export async function getPaymentCollection(db: Executor, id: string): Promise<PaymentCollection> {
  return loadCollection(db, await requireCollection(db, id));
}

export interface SessionInput {
  provider_id: string;
  amount: number;
  session_id?: string | undefined;
}

/**
 * StoreManagePaymentCollectionSessions: listed sessions with an id are updated, the
 * others opened, unlisted ones closed; the amounts must add up to the collection's.
 */
export async function manageSessions(
  db: Executor,
  id: string,
  inputs: SessionInput[],
): Promise<PaymentCollection> {
  return withTransaction(db, async (tx) => {
    const collection = await requireOpen(tx, id);
    const sum = inputs.reduce((total, input) => total + input.amount, 0);
    if (sum !== collection.amount) {
      throw errors.invalidData(
        `The sessions add up to ${sum}, not the collection's amount ${collection.amount}`,
        'amount_mismatch',
      );
    }
    const current = await sessionsOfCollection(tx, id);
    const kept = new Set<string>();
    for (const input of inputs) {
      await checkProvider(tx, collection, input.provider_id);
      if (!input.session_id) {
        kept.add(await openSession(tx, collection, input.provider_id, input.amount));
        continue;
      }
      const session = current.find((s) => s.id === input.session_id);
      if (!session || session.provider_id !== input.provider_id) {
        throw unknownReference('Payment session', input.session_id);
      }
      if (session.status !== 'authorized' && session.amount !== input.amount) {
        await updateSession(tx, session.id, { amount: input.amount, status: 'pending' });
      }
      kept.add(session.id);
    }
    for (const session of current) {
      if (!kept.has(session.id)) await closeSession(tx, session);
    }
    // A kept authorized session still holds money: the status says so, not `awaiting`.
    await syncAuthorized(tx, collection, 'awaiting');
    return loadCollection(tx, await requireCollection(tx, id));
  });
}

/** StoreCreatePaymentCollectionSession: one session for the whole amount with a provider. */
export async function createSession(
  db: Executor,
  id: string,
  providerId: string,
): Promise<PaymentCollection> {
  return withTransaction(db, async (tx) => {
    const collection = await requireOpen(tx, id);
    await checkProvider(tx, collection, providerId);
    const own = (await sessionsOfCollection(tx, id)).find((s) => s.provider_id === providerId);
    return manageSessions(tx, id, [
      {
        provider_id: providerId,
        amount: collection.amount,
        ...(own && own.status !== 'authorized' ? { session_id: own.id } : {}),
      },
    ]);
  });
}

/** StoreRefreshPaymentCollectionSession: a new session in place of one, same provider and amount. */
export async function refreshSession(
  db: Executor,
  id: string,
  sessionId: string,
): Promise<PaymentSession> {
  return withTransaction(db, async (tx) => {
    const collection = await requireOpen(tx, id);
    const [session] = await requireSessions(tx, collection, [sessionId]);
    if (!session) throw errors.notFound('Payment session', sessionId);
    await closeSession(tx, session);
    const fresh = await openSession(tx, collection, session.provider_id, session.amount ?? 0);
    const created = (await sessionsOfCollection(tx, id)).find((s) => s.id === fresh);
    if (!created) throw new Error(`Payment session ${fresh} vanished`);
    return toPaymentSession(created);
  });
}

/**
 * Authorizes sessions of the collection. A declined session refuses the whole request
 * (400) with nothing changed, and authorizations already given in it are canceled with
 * their providers; a session that needs more action is marked `requires_more`.
 */
export async function authorizeSessions(
  db: Executor,
  id: string,
  sessionIds: string[],
): Promise<PaymentCollection> {
  return withTransaction(db, async (tx) => {
    const collection = await requireCollection(tx, id, true);
    if (collection.status === 'canceled') {
      throw errors.notAllowed(`Payment collection ${id} is canceled`, 'payment_collection_closed');
    }
    const sessions = await requireSessions(tx, collection, [...new Set(sessionIds)]);
    const results: { session: PaymentSessionRow; result: AuthorizationResult }[] = [];
    for (const session of sessions.filter((s) => s.status !== 'authorized')) {
      const result = await paymentProvider(session.provider_id).authorize(session.data, {
        amount: session.amount ?? 0,
        currency_code: collection.currency_code,
        resource_id: collection.id,
        email: null,
      });
      results.push({ session, result });
    }
    const declined = results.find((r) => r.result.status === 'error');
    if (declined && declined.result.status === 'error') {
      for (const { session, result } of results) {
        if (result.status === 'authorized') {
          await paymentProvider(session.provider_id).cancel(result.data);
        }
      }
      throw createError('not_allowed', declined.result.message, 400, 'payment_authorization_error');
    }
    const now = new Date();
    for (const { session, result } of results) {
      const authorized = result.status === 'authorized';
      await updateSession(tx, session.id, {
        status: result.status,
        data: result.data,
        ...(authorized ? { payment_authorized_at: now } : {}),
      });
      if (authorized) {
        await tx.insert(payment).values({
          id: newId('pay'),
          payment_collection_id: collection.id,
          payment_session_id: session.id,
          amount: session.amount ?? 0,
          currency_code: collection.currency_code,
          provider_id: session.provider_id,
          data: result.data,
        });
      }
    }
    await syncAuthorized(tx, collection, collection.status);
    return loadCollection(tx, await requireCollection(tx, id));
  });
}
