import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { createRegion, seedCurrencies, storeRequest } from '../../../test/fixtures/carts.ts';
import { paymentSession } from '../carts/tables.ts';
import { paymentCollection } from './tables.ts';

/*
 * The store side of payment collections. Collections are made by staff work that does not
 * exist yet (order edits), so the tests insert them directly.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin)).id;
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

async function collection(amount = 1000): Promise<string> {
  const id = newId('paycol');
  await database.db.insert(paymentCollection).values({
    id,
    type: 'order_edit',
    amount,
    region_id: regionId,
    currency_code: 'eur',
    created_by: 'usr_test',
    description: 'Order edit',
  });
  return id;
}

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  storeRequest(store, method, url, payload);

describe('payment collections', () => {
  it('reads a collection, and answers 404 for an unknown one', async () => {
    const id = await collection();
    const got = expectContract(
      'StoreGetPaymentCollection',
      await call('GET', `/store/payment-collections/${id}`),
    ).payment_collection;
    expect(got).toMatchObject({
      id,
      type: 'order_edit',
      status: 'not_paid',
      amount: 1000,
      authorized_amount: null,
      region: { id: regionId },
      payment_sessions: [],
      payments: [],
    });
    expectContract(
      'StoreGetPaymentCollection',
      await call('GET', '/store/payment-collections/paycol_missing'),
      404,
    );
  });

  it('opens a session for the whole amount and authorizes it', async () => {
    const id = await collection();
    const base = `/store/payment-collections/${id}`;
    const opened = expectContract(
      'StoreCreatePaymentCollectionSession',
      await call('POST', `${base}/sessions`, { provider_id: 'manual' }),
    ).payment_collection;
    expect(opened).toMatchObject({
      status: 'awaiting',
      payment_sessions: [{ provider_id: 'manual', amount: 1000, status: 'pending', cart_id: null }],
    });
    // Another provider replaces it.
    const switched = expectContract(
      'StoreCreatePaymentCollectionSession',
      await call('POST', `${base}/sessions`, { provider_id: 'test-card' }),
    ).payment_collection;
    expect(switched.payment_sessions.map((s: { provider_id: string }) => s.provider_id)).toEqual([
      'test-card',
    ]);
    const [session] = switched.payment_sessions;
    const refreshed = expectContract(
      'StoreRefreshPaymentCollectionSession',
      await call('POST', `${base}/sessions/${session.id}`),
    ).payment_session;
    expect(refreshed).toMatchObject({ provider_id: 'test-card', amount: 1000, status: 'pending' });
    expect(refreshed.id).not.toBe(session.id);

    // Without a card the provider asks for more; the collection waits.
    const waiting = expectContract(
      'StoreAuthorizePaymentCollectionSession',
      await call('POST', `${base}/sessions/${refreshed.id}/authorize`),
    ).payment_collection;
    expect(waiting).toMatchObject({
      status: 'awaiting',
      payment_sessions: [{ status: 'requires_more' }],
    });
  });

  it('splits the amount over sessions and authorizes them in a batch', async () => {
    const id = await collection(1000);
    const base = `/store/payment-collections/${id}`;
    const mismatch = await call('POST', `${base}/sessions/batch`, {
      sessions: [{ provider_id: 'manual', amount: 400 }],
    });
    expect(expectContract('StoreManagePaymentCollectionSessions', mismatch, 400).code).toBe(
      'amount_mismatch',
    );
    const split = expectContract(
      'StoreManagePaymentCollectionSessions',
      await call('POST', `${base}/sessions/batch`, {
        sessions: [
          { provider_id: 'manual', amount: 400 },
          { provider_id: 'manual', amount: 600 },
        ],
      }),
    ).payment_collection;
    const [first, second] = split.payment_sessions;
    const partial = expectContract(
      'StoreAuthorizePaymentCollectionSession',
      await call('POST', `${base}/sessions/${first.id}/authorize`),
    ).payment_collection;
    expect(partial).toMatchObject({ status: 'partially_authorized', authorized_amount: 400 });
    const full = expectContract(
      'StoreAuthorizePaymentCollectionSessions',
      await call('POST', `${base}/sessions/batch/authorize`, {
        session_ids: [first.id, second.id],
      }),
    ).payment_collection;
    expect(full).toMatchObject({ status: 'authorized', authorized_amount: 1000 });
    expect(full.payments.map((p: { amount: number }) => p.amount).sort()).toEqual([400, 600]);
    // An authorized collection takes no more sessions.
    const closed = await call('POST', `${base}/sessions`, { provider_id: 'manual' });
    expect(expectContract('StoreCreatePaymentCollectionSession', closed, 400).code).toBe(
      'payment_collection_closed',
    );
  });

  it('keeps the authorized part when the other sessions are changed', async () => {
    const id = await collection(1000);
    const base = `/store/payment-collections/${id}`;
    const split = expectContract(
      'StoreManagePaymentCollectionSessions',
      await call('POST', `${base}/sessions/batch`, {
        sessions: [
          { provider_id: 'manual', amount: 300 },
          { provider_id: 'manual', amount: 700 },
        ],
      }),
    ).payment_collection;
    const [held, open] = split.payment_sessions;
    await call('POST', `${base}/sessions/${held.id}/authorize`);
    // The open 700 is replaced by two sessions; the authorized 300 stays, and so does the
    // money it holds.
    const changed = expectContract(
      'StoreManagePaymentCollectionSessions',
      await call('POST', `${base}/sessions/batch`, {
        sessions: [
          { provider_id: 'manual', amount: 300, session_id: held.id },
          { provider_id: 'manual', amount: 200 },
          { provider_id: 'manual', amount: 500 },
        ],
      }),
    ).payment_collection;
    expect(changed).toMatchObject({ status: 'partially_authorized', authorized_amount: 300 });
    expect(changed.payment_sessions.map((s: { id: string }) => s.id)).not.toContain(open.id);
    // Dropping the authorized session is refused, with nothing changed.
    const dropped = await call('POST', `${base}/sessions/batch`, {
      sessions: [{ provider_id: 'manual', amount: 1000 }],
    });
    expect(expectContract('StoreManagePaymentCollectionSessions', dropped, 400).code).toBe(
      'session_authorized',
    );
    const after = expectContract(
      'StoreGetPaymentCollection',
      await call('GET', base),
    ).payment_collection;
    expect(after).toMatchObject({ status: 'partially_authorized', authorized_amount: 300 });
    expect(after.payment_sessions).toHaveLength(3);
  });

  it('refuses declined cards with nothing changed, and bad input', async () => {
    const id = await collection();
    const base = `/store/payment-collections/${id}`;
    const opened = expectContract(
      'StoreCreatePaymentCollectionSession',
      await call('POST', `${base}/sessions`, { provider_id: 'test-card' }),
    ).payment_collection;
    const session = opened.payment_sessions[0];
    // The contract has no way to send card data for a collection's session (see the
    // report), so the declining card is written as test-card's updateData would.
    await database.db
      .update(paymentSession)
      .set({ data: { card_last4: '0002', card_class: 'declines' } })
      .where(eq(paymentSession.id, session.id));
    const declined = await call('POST', `${base}/sessions/${session.id}/authorize`);
    expect(expectContract('StoreAuthorizePaymentCollectionSession', declined, 400)).toMatchObject({
      code: 'payment_authorization_error',
      message: 'The card was declined',
    });
    const unchanged = expectContract(
      'StoreGetPaymentCollection',
      await call('GET', base),
    ).payment_collection;
    expect(unchanged).toMatchObject({ status: 'awaiting', payments: [] });
    expect(unchanged.payment_sessions[0].status).toBe('pending');
    const unknown = await call('POST', `${base}/sessions/batch/authorize`, {
      session_ids: [session.id, 'ps_missing'],
    });
    expectContract('StoreAuthorizePaymentCollectionSessions', unknown, 404);
    expectContract(
      'StoreAuthorizePaymentCollectionSessions',
      await call('POST', `${base}/sessions/batch/authorize`, { session_ids: [] }),
      400,
    );
    const wrongProvider = await call('POST', `${base}/sessions`, { provider_id: 'paypal' });
    expect(expectContract('StoreCreatePaymentCollectionSession', wrongProvider, 400).code).toBe(
      'payment_provider_not_in_region',
    );
    expectContract(
      'StoreCreatePaymentCollectionSession',
      await call('POST', `${base}/sessions`, {}),
      400,
    );
    expectContract(
      'StoreManagePaymentCollectionSessions',
      await call('POST', `${base}/sessions/batch`, {
        sessions: [{ provider_id: 'manual', amount: 1000, session_id: 'ps_other' }],
      }),
      400,
    );
    expectContract(
      'StoreRefreshPaymentCollectionSession',
      await call('POST', `${base}/sessions/ps_missing`),
      404,
    );
    expectContract(
      'StoreCreatePaymentCollectionSession',
      await call('POST', '/store/payment-collections/paycol_missing/sessions', {
        provider_id: 'manual',
      }),
      404,
    );
  });
});
