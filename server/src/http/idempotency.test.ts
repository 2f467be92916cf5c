import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../db/database.ts';
import { handlers } from '../domains/handlers.ts';
import { order } from '../domains/orders/orders/tables.ts';
import { buildTestApp } from '../test/app.ts';
import { expectContract } from '../test/contract.ts';
import { ADDRESS, prepareCart, signUp, storeRequest } from '../test/fixtures/carts.ts';
import { useCheckoutWorld } from '../test/fixtures/checkout-world.ts';
import type { Handlers } from './handlers.ts';

/*
 * Idempotency-Key on the POSTs that change state (http/idempotency.ts, issue 24): the
 * answers a client with retries relies on (specification sections 8 and 9), on the real
 * app and database.
 */

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
    return handlers.StoreUpdateCart.call(world().store, request, reply);
  },
};

// A region taxed 25 %, shipping 500, one variant at 1000 with 50 in stock.
const world = useCheckoutWorld({ store: { handlers: held }, inventory: 50 });

async function newCart(): Promise<string> {
  const created = await storeRequest(world().store, 'POST', '/store/carts', {
    region_id: world().regionId,
  });
  return expectContract('StoreCreateCart', created).cart.id;
}

const addLine = (cartId: string, key: string, quantity = 1) =>
  storeRequest(
    world().store,
    'POST',
    `/store/carts/${cartId}/line-items`,
    { variant_id: world().variantId, quantity },
    { 'idempotency-key': key },
  );

async function quantityIn(cartId: string): Promise<number> {
  const cart = expectContract(
    'StoreGetCart',
    await storeRequest(world().store, 'GET', `/store/carts/${cartId}`),
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
      world().store,
      'POST',
      `/store/carts/${cartId}/complete`,
      undefined,
      { 'idempotency-key': 'empty-cart' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'cart_empty' });
    const again = await storeRequest(
      world().store,
      'POST',
      `/store/carts/${cartId}/complete`,
      undefined,
      {
        'idempotency-key': 'empty-cart',
      },
    );
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
        world().store,
        'POST',
        `/store/carts/${cartId}`,
        { email: 'first@example.com' },
        { 'idempotency-key': 'slow-update' },
      );
    const first = update();
    // The first holds the key once its row exists; then the repeat finds it running.
    await expect
      .poll(async () =>
        executeRows(
          world().database.db,
          sql`SELECT 1 FROM idempotency_key WHERE key = 'slow-update'`,
        ),
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
    const otherPath = await storeRequest(
      world().store,
      'POST',
      `/store/carts/${cartId}`,
      { email: 'reused@example.com' },
      { 'idempotency-key': 'reused' },
    );
    expect(otherPath.statusCode).toBe(422);
    expect(otherPath.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await quantityIn(cartId)).toBe(1);
    // A guest's keys are the cart's: on another cart the key is another request, and runs.
    const otherCart = await addLine(otherCartId, 'reused');
    expect(otherCart.statusCode).toBe(200);
    expect(otherCart.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityIn(otherCartId)).toBe(1);
    expect(await quantityIn(cartId)).toBe(1);
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
    const ana = await signUp(world().store, 'ana.idem@example.com');
    const ben = await signUp(world().store, 'ben.idem@example.com');
    const addAddress = (headers: Record<string, string>) =>
      storeRequest(
        world().store,
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
        world().store,
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
      world().database.db,
      sql`SELECT extract(epoch FROM expires_at - claimed_at) / 3600 AS hours
        FROM idempotency_key WHERE key = 'expiring'`,
    );
    expect(Number(row?.hours)).toBe(24);
    await world().database.db.execute(
      sql`UPDATE idempotency_key SET expires_at = now() - interval '1 second'
        WHERE key = 'expiring'`,
    );
    const again = await addLine(cartId, 'expiring');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await quantityIn(cartId)).toBe(2);

    // Pruning: an instance's first claim (then one a minute) deletes the expired rows.
    await world().database.db.execute(
      sql`UPDATE idempotency_key SET expires_at = now() - interval '1 second'
        WHERE key IN ('add-one-a', 'reused')`,
    );
    const fresh = await buildTestApp(world().database);
    try {
      const response = await fresh.inject({
        method: 'POST',
        url: `/store/carts/${cartId}/line-items`,
        payload: { variant_id: world().variantId, quantity: 1 },
        headers: { 'idempotency-key': 'prunes' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
    const left = await executeRows<{ key: string }>(
      world().database.db,
      sql`SELECT key FROM idempotency_key WHERE key IN ('add-one-a', 'reused', 'prunes')`,
    );
    expect(left.map((r) => r.key)).toEqual(['prunes']);
  });

  it('turns concurrent completions of a cart with one key into one order, and replays it', async () => {
    const cart = await prepareCart(world().store, {
      regionId: world().regionId,
      optionId: world().optionId,
      items: [{ variant_id: world().variantId, quantity: 1 }],
    });
    const complete = () =>
      storeRequest(world().store, 'POST', `/store/carts/${cart.id}/complete`, undefined, {
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
    const orders = await world().database.db.select().from(order).where(eq(order.cart_id, cart.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]?.idempotency_key).toBe('place-order-once');
  });
});

describe('Idempotency-Key limits', () => {
  it('keeps no answer over maxAnswerBytes: the key is released and a repeat runs again', async () => {
    const limited = await buildTestApp(world().database, { idempotency: { maxAnswerBytes: 1024 } });
    try {
      const cartId = expectContract(
        'StoreCreateCart',
        await storeRequest(limited, 'POST', '/store/carts', { region_id: world().regionId }),
      ).cart.id;
      const add = () =>
        storeRequest(
          limited,
          'POST',
          `/store/carts/${cartId}/line-items`,
          { variant_id: world().variantId, quantity: 1 },
          { 'idempotency-key': 'large-answer' },
        );
      const first = await add();
      expect(first.statusCode).toBe(200);
      expect(Buffer.byteLength(first.body)).toBeGreaterThan(1024);
      const rows = () =>
        executeRows(
          world().database.db,
          sql`SELECT 1 FROM idempotency_key WHERE key = 'large-answer'`,
        );
      expect(await rows()).toHaveLength(0);
      const again = await add();
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(await quantityIn(cartId)).toBe(2);

      // A small answer under the same limit is kept as before.
      const emptyCartId = expectContract(
        'StoreCreateCart',
        await storeRequest(limited, 'POST', '/store/carts', { region_id: world().regionId }),
      ).cart.id;
      const refuse = () =>
        storeRequest(limited, 'POST', `/store/carts/${emptyCartId}/complete`, undefined, {
          'idempotency-key': 'small-answer',
        });
      const refused = await refuse();
      expect(refused.statusCode).toBe(400);
      expect(Buffer.byteLength(refused.body)).toBeLessThanOrEqual(1024);
      expect((await refuse()).headers['idempotent-replayed']).toBe('true');
      // The key is taken by the small answer: another request with it is refused.
      const update = await storeRequest(
        limited,
        'POST',
        `/store/carts/${emptyCartId}`,
        { email: 'small@example.com' },
        { 'idempotency-key': 'small-answer' },
      );
      expect(update.statusCode).toBe(422);
    } finally {
      await limited.close();
    }
  });

  it("keeps at most maxKeysPerCaller answers per caller, deleting the caller's oldest", async () => {
    const limited = await buildTestApp(world().database, { idempotency: { maxKeysPerCaller: 2 } });
    try {
      const many = await signUp(limited, 'many.keys@example.com');
      const other = await signUp(limited, 'other.keys@example.com');
      const addAddress = (headers: Record<string, string>, key: string) =>
        storeRequest(
          limited,
          'POST',
          '/store/customers/me/addresses',
          { address: ADDRESS },
          { ...headers, 'idempotency-key': key },
        );
      const keysOf = async (customerId: string) =>
        (
          await executeRows<{ key: string }>(
            world().database.db,
            sql`SELECT key FROM idempotency_key WHERE caller = ${`customer:${customerId}`}
              ORDER BY key`,
          )
        ).map((row) => row.key);
      expect((await addAddress(other.headers, 'kept-1')).statusCode).toBe(200);
      for (const key of ['key-1', 'key-2', 'key-3', 'key-4', 'key-5']) {
        expect((await addAddress(many.headers, key)).statusCode).toBe(200);
      }
      // The table holds the caller's newest two; another caller's answer is untouched.
      expect(await keysOf(many.customerId)).toEqual(['key-4', 'key-5']);
      expect(await keysOf(other.customerId)).toEqual(['kept-1']);
      const newest = await addAddress(many.headers, 'key-5');
      expect(newest.headers['idempotent-replayed']).toBe('true');
      // The oldest is forgotten: its repeat runs again (a sixth address).
      const oldest = await addAddress(many.headers, 'key-1');
      expect(oldest.statusCode).toBe(200);
      expect(oldest.headers['idempotent-replayed']).toBeUndefined();
      expect(oldest.json().customer.shipping_addresses).toHaveLength(6);
      expect(await keysOf(many.customerId)).toEqual(['key-1', 'key-5']);
    } finally {
      await limited.close();
    }
  });
});

/*
 * Guests: no session, no token. Each one's answers are kept apart (their cart, else their
 * session cookie, else their address), so no guest can evict another's answers, nor be
 * answered with another's.
 */
describe('Idempotency-Key for guests', () => {
  const fromAddress = (
    app: FastifyInstance,
    remoteAddress: string,
    key: string,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/store/carts',
      payload: { region_id: world().regionId },
      headers: { ...headers, 'idempotency-key': key },
      remoteAddress,
    });

  it("runs another guest's request with the same key and body for them", async () => {
    const first = await fromAddress(world().store, '10.1.0.1', 'new-cart');
    const second = await fromAddress(world().store, '10.1.0.2', 'new-cart');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const cartOf = (response: typeof first) => expectContract('StoreCreateCart', response).cart.id;
    expect(cartOf(second)).not.toBe(cartOf(first));
    // Each one's repeat is their own cart.
    const firstAgain = await fromAddress(world().store, '10.1.0.1', 'new-cart');
    expect(firstAgain.headers['idempotent-replayed']).toBe('true');
    expect(cartOf(firstAgain)).toBe(cartOf(first));
  });

  it("leaves another guest's answers replayable whatever one guest floods, the bound holding", async () => {
    const limited = await buildTestApp(world().database, { idempotency: { maxKeysPerCaller: 2 } });
    try {
      const newCartIn = async (app: FastifyInstance) =>
        expectContract(
          'StoreCreateCart',
          await storeRequest(app, 'POST', '/store/carts', { region_id: world().regionId }),
        ).cart.id;
      const add = (cartId: string, key: string) =>
        storeRequest(
          limited,
          'POST',
          `/store/carts/${cartId}/line-items`,
          { variant_id: world().variantId, quantity: 1 },
          { 'idempotency-key': key },
        );
      // Ana: a line in her cart, a cart from her address, one from her (lapsed) session.
      const anaCart = await newCartIn(limited);
      const anaLine = await add(anaCart, 'ana-line');
      const anaNew = await fromAddress(limited, '10.2.0.1', 'ana-cart');
      const anaSession = { cookie: 'connect.sid=ana-session' };
      const anaSessionNew = await fromAddress(limited, '10.2.0.9', 'ana-session', anaSession);
      for (const answer of [anaLine, anaNew, anaSessionNew]) expect(answer.statusCode).toBe(200);

      // Mallory sends many keys: on her cart, from her address, and with her own cookie
      // from Ana's address (one network, as behind a shared router).
      const malloryCart = await newCartIn(limited);
      for (let i = 0; i < 5; i++) {
        expect((await add(malloryCart, `flood-cart-${i}`)).statusCode).toBe(200);
        expect((await fromAddress(limited, '10.2.0.2', `flood-address-${i}`)).statusCode).toBe(200);
        const malloryCookie = { cookie: 'connect.sid=mallory-session' };
        const sent = await fromAddress(limited, '10.2.0.9', `flood-session-${i}`, malloryCookie);
        expect(sent.statusCode).toBe(200);
      }

      // Ana's retries after lost answers get them back; nothing runs twice.
      const lineAgain = await add(anaCart, 'ana-line');
      expect(lineAgain.headers['idempotent-replayed']).toBe('true');
      expect(await quantityIn(anaCart)).toBe(1);
      const newAgain = await fromAddress(limited, '10.2.0.1', 'ana-cart');
      expect(newAgain.headers['idempotent-replayed']).toBe('true');
      expect(newAgain.json()).toEqual(anaNew.json());
      const sessionAgain = await fromAddress(limited, '10.2.0.9', 'ana-session', anaSession);
      expect(sessionAgain.headers['idempotent-replayed']).toBe('true');
      expect(sessionAgain.json()).toEqual(anaSessionNew.json());

      // Mallory's own answers stay bounded: her newest two per cart, address and session.
      const floodRows = await executeRows<{ caller: string; keys: number }>(
        world().database.db,
        sql`SELECT caller, count(*)::int AS keys FROM idempotency_key
          WHERE key LIKE 'flood-%' GROUP BY caller`,
      );
      expect(floodRows.map((row) => row.keys)).toEqual([2, 2, 2]);
      // The cookie, a credential, is not stored.
      expect(JSON.stringify(floodRows)).not.toContain('mallory-session');
    } finally {
      await limited.close();
    }
  });
});

/*
 * The table as a whole: guests are callers per cart, so a flood of new carts makes new
 * callers; the bytes of all kept answers are bounded, the oldest going first.
 */
describe('Idempotency-Key answers in all', () => {
  it('are kept within maxTotalBytes when an instance prunes, the oldest going first', async () => {
    const keys = ['total-1', 'total-2', 'total-3'];
    for (const key of keys) expect((await addLine(await newCart(), key)).statusCode).toBe(200);
    const sizes = await executeRows<{ key: string; bytes: number }>(
      world().database.db,
      sql`SELECT key, octet_length(body) AS bytes FROM idempotency_key
        WHERE key LIKE 'total-%' ORDER BY claimed_at DESC`,
    );
    expect(sizes.map((row) => row.key)).toEqual(['total-3', 'total-2', 'total-1']);
    // Room for the newest two only.
    const budget = Number(sizes[0]?.bytes) + Number(sizes[1]?.bytes);

    // Another instance's first claim prunes (then one a minute).
    const fresh = await buildTestApp(world().database, { idempotency: { maxTotalBytes: budget } });
    try {
      const cartId = await newCart();
      const response = await fresh.inject({
        method: 'POST',
        url: `/store/carts/${cartId}/line-items`,
        payload: { variant_id: world().variantId, quantity: 1 },
        headers: { 'idempotency-key': 'total-4' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
    const left = await executeRows<{ key: string }>(
      world().database.db,
      sql`SELECT key FROM idempotency_key ORDER BY claimed_at DESC`,
    );
    // The new claim (answered after the prune) and the two newest before it; every older
    // answer, of any caller, is gone.
    expect(left.map((row) => row.key)).toEqual(['total-4', 'total-3', 'total-2']);
  });
});
