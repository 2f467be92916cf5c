import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { executeRows } from '../db/database.ts';
import { handlers } from '../domains/handlers.ts';
import { order } from '../domains/orders/orders/tables.ts';
import { authenticateAsStaff, buildTestApp } from '../test/app.ts';
import { expectContract } from '../test/contract.ts';
import { testDatabase } from '../test/database.ts';
import {
  ADDRESS,
  createProduct,
  createRegion,
  createShippingOption,
  prepareCart,
  seedCurrencies,
  signUp,
  storeRequest,
} from '../test/fixtures/carts.ts';
import type { Handlers } from './handlers.ts';

/*
 * Idempotency-Key on the POSTs that change state (http/idempotency.ts, issue 24): the
 * answers a client with retries relies on (specification sections 8 and 9), on the real
 * app and database.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;
let optionId: string;
let variantId: string;

/** Calls the real handler of an operation once `gate` resolves (a request kept in flight). */
let gate: Promise<void> = Promise.resolve();
/** Thrown by the next StoreUpdateCart before it runs, then cleared (a 500 once). */
let failNext = false;
const held: Handlers = {
  StoreUpdateCart: async (request, reply) => {
    await gate;
    if (failNext) {
      failNext = false;
      throw new Error('the database went away');
    }
    return handlers.StoreUpdateCart.call(store, request, reply);
  },
};

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database, { handlers: held });
  await seedCurrencies(admin);
  regionId = (await createRegion(admin, { countries: ['dk'], tax_rate: 25 })).id;
  optionId = (await createShippingOption(admin, regionId, { amount: 500 })).id;
  variantId = (await createProduct(admin, { regionId, price: 1000, inventory: 50 })).variantId;
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

async function newCart(): Promise<string> {
  const created = await storeRequest(store, 'POST', '/store/carts', { region_id: regionId });
  return expectContract('StoreCreateCart', created).cart.id;
}

const addLine = (cartId: string, key: string, quantity = 1) =>
  storeRequest(
    store,
    'POST',
    `/store/carts/${cartId}/line-items`,
    { variant_id: variantId, quantity },
    { 'idempotency-key': key },
  );

async function quantityIn(cartId: string): Promise<number> {
  const cart = expectContract(
    'StoreGetCart',
    await storeRequest(store, 'GET', `/store/carts/${cartId}`),
  ).cart;
  return cart.items.reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0);
}

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer, marked replayed, without running it again', async () => {
    const cartId = await newCart();
    const first = await addLine(cartId, 'add-one-a');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await addLine(cartId, 'add-one-a');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
    expect(await quantityIn(cartId)).toBe(1);
    // Another key is another request: it runs.
    expect((await addLine(cartId, 'add-one-b')).statusCode).toBe(200);
    expect(await quantityIn(cartId)).toBe(2);
  });

  it('keeps a 4xx answer too: the repeat gets the same refusal', async () => {
    const cartId = await newCart();
    const refused = await storeRequest(
      store,
      'POST',
      `/store/carts/${cartId}/complete`,
      undefined,
      { 'idempotency-key': 'empty-cart' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'cart_empty' });
    const again = await storeRequest(store, 'POST', `/store/carts/${cartId}/complete`, undefined, {
      'idempotency-key': 'empty-cart',
    });
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
  });

  it('answers 409 idempotency_key_in_flight while the first request runs, then its answer', async () => {
    const cartId = await newCart();
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const update = () =>
      storeRequest(
        store,
        'POST',
        `/store/carts/${cartId}`,
        { email: 'first@example.com' },
        { 'idempotency-key': 'slow-update' },
      );
    const first = update();
    // The first holds the key once its row exists; then the repeat finds it running.
    await expect
      .poll(async () =>
        executeRows(database.db, sql`SELECT 1 FROM idempotency_key WHERE key = 'slow-update'`),
      )
      .toHaveLength(1);
    const during = await update();
    expect(during.statusCode).toBe(409);
    expect(during.json()).toMatchObject({ type: 'conflict', code: 'idempotency_key_in_flight' });
    release();
    const done = await first;
    expect(done.statusCode).toBe(200);
    const after = await update();
    expect(after.statusCode).toBe(200);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.json()).toEqual(done.json());
  });

  it('answers 422 idempotency_key_reused for the key with another body or path', async () => {
    const cartId = await newCart();
    const otherCartId = await newCart();
    expect((await addLine(cartId, 'reused')).statusCode).toBe(200);
    const otherBody = await addLine(cartId, 'reused', 2);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({
      type: 'duplicate_error',
      code: 'idempotency_key_reused',
    });
    const otherPath = await addLine(otherCartId, 'reused');
    expect(otherPath.statusCode).toBe(422);
    expect(otherPath.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await quantityIn(cartId)).toBe(1);
    expect(await quantityIn(otherCartId)).toBe(0);
  });

  it('refuses a key that is empty, too long or not printable ASCII with 400 idempotency_key_invalid', async () => {
    const cartId = await newCart();
    for (const key of ['', 'k'.repeat(256), 'clé-1', 'tab\tinside']) {
      const response = await addLine(cartId, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json()).toMatchObject({
        type: 'invalid_data',
        code: 'idempotency_key_invalid',
      });
    }
    expect(await quantityIn(cartId)).toBe(0);
    // 255 printable characters, spaces inside included, are a key.
    expect((await addLine(cartId, `a ${'k'.repeat(253)}`)).statusCode).toBe(200);
  });

  it("keeps each caller's answers apart: another customer's same key and request runs for them", async () => {
    const ana = await signUp(store, 'ana.idem@example.com');
    const ben = await signUp(store, 'ben.idem@example.com');
    const addAddress = (headers: Record<string, string>) =>
      storeRequest(
        store,
        'POST',
        '/store/customers/me/addresses',
        { address: ADDRESS },
        { ...headers, 'idempotency-key': 'shared-key' },
      );
    const forAna = await addAddress(ana.headers);
    expect(forAna.statusCode).toBe(200);
    const forBen = await addAddress(ben.headers);
    expect(forBen.statusCode).toBe(200);
    expect(forBen.headers['idempotent-replayed']).toBeUndefined();
    expect(forBen.json().customer.id).toBe(ben.customerId);
    expect(JSON.stringify(forBen.json())).not.toContain(ana.customerId);
    expect(JSON.stringify(forBen.json())).not.toContain('ana.idem@example.com');
    // Each one's repeat is their own answer.
    const anaAgain = await addAddress(ana.headers);
    expect(anaAgain.headers['idempotent-replayed']).toBe('true');
    expect(anaAgain.json().customer.id).toBe(ana.customerId);
  });

  it('keeps no 5xx answer: the repeat runs again', async () => {
    const cartId = await newCart();
    failNext = true;
    const update = () =>
      storeRequest(
        store,
        'POST',
        `/store/carts/${cartId}`,
        { email: 'retry@example.com' },
        { 'idempotency-key': 'after-500' },
      );
    expect((await update()).statusCode).toBe(500);
    const retried = await update();
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json().cart.email).toBe('retry@example.com');
  });

  it('expires an answer after its time, runs the repeat again, and prunes expired rows', async () => {
    const cartId = await newCart();
    expect((await addLine(cartId, 'expiring')).statusCode).toBe(200);
    const [row] = await executeRows<{ hours: number }>(
      database.db,
      sql`SELECT extract(epoch FROM expires_at - claimed_at) / 3600 AS hours
        FROM idempotency_key WHERE key = 'expiring'`,
    );
    expect(Number(row?.hours)).toBe(24);
    await database.db.execute(
      sql`UPDATE idempotency_key SET expires_at = now() - interval '1 second'
        WHERE key = 'expiring'`,
    );
    const again = await addLine(cartId, 'expiring');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityIn(cartId)).toBe(2);

    // Pruning: an instance's first claim (then one a minute) deletes the expired rows.
    await database.db.execute(
      sql`UPDATE idempotency_key SET expires_at = now() - interval '1 second'
        WHERE key IN ('add-one-a', 'reused')`,
    );
    const fresh = await buildTestApp(database);
    try {
      const response = await fresh.inject({
        method: 'POST',
        url: `/store/carts/${cartId}/line-items`,
        payload: { variant_id: variantId, quantity: 1 },
        headers: { 'idempotency-key': 'prunes' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
    const left = await executeRows<{ key: string }>(
      database.db,
      sql`SELECT key FROM idempotency_key WHERE key IN ('add-one-a', 'reused', 'prunes')`,
    );
    expect(left.map((r) => r.key)).toEqual(['prunes']);
  });

  it('turns concurrent completions of a cart with one key into one order, and replays it', async () => {
    const cart = await prepareCart(store, {
      regionId,
      optionId,
      items: [{ variant_id: variantId, quantity: 1 }],
    });
    const complete = () =>
      storeRequest(store, 'POST', `/store/carts/${cart.id}/complete`, undefined, {
        'idempotency-key': 'place-order-once',
      });
    const answers = await Promise.all(Array.from({ length: 8 }, complete));
    // Each answer is the order, or 409 while the first runs; the client retries a 409.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed.length).toBeGreaterThan(0);
    // The answer lost, the POST repeated: the same order, from the kept answer.
    const repeated = await complete();
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    const bodies = [...placed, repeated].map((a) => expectContract('StoreCompleteCart', a));
    expect(new Set(bodies.map((body) => body.type))).toEqual(new Set(['order']));
    expect(new Set(bodies.map((body) => body.data.id)).size).toBe(1);
    const orders = await database.db.select().from(order).where(eq(order.cart_id, cart.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]?.idempotency_key).toBe('place-order-once');
  });
});
