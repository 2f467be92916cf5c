/**
 * The crash test of issue 5: the server runs as its own process (server/src/main.ts, as
 * `npm start` runs it), 40 ready carts are completed at once, and the process is killed
 * with SIGKILL while the burst is under way. After a restart on the same data every cart
 * must be either completed with exactly one consistent order (payment = order total, one
 * reservation per ordered unit, stock down by exactly the reserved units) or still open and
 * then completable: never half an order, and never a lost order whose confirmation the
 * shopper received.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, ClientError, ClientErrorKind } from '@commerce/client/runtime';
import {
  type StoreGetOrderByCartData,
  storeCompleteCart,
  storeGetCart,
  storeGetOrderByCart,
} from '@commerce/client/store/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { createUser } from '../../server/src/domains/people/index.ts';
import {
  isolatedSchema,
  startPostgres,
  type TestPostgres,
} from '../../server/src/test/postgres.ts';
import { cartPlans, createCrashStore, inBatches, STOCK } from './checkout-crash-store.ts';
import { BERLIN, readyCart, shopperClient, signedInStaff } from './checkout-flow.ts';
import { cartLedgers, variantStock } from './checkout-ledger.ts';
import {
  removeServerBuild,
  type ServerProcess,
  spawnServer,
  stopServer,
} from './server-process.ts';

const CARTS = 40;
/** The kill comes once this many completions have answered, with the rest in flight. */
const KILL_AFTER = 5;
/** Bursts tried before the test gives up on landing the kill while completions run. */
const KILL_TRIES = 3;
const STAFF_EMAIL = 'crash-staff@example.com';
const STAFF_PASSWORD = 'checkout staff password 1';

/** Where the server keeps its data: the env it starts with and how the test opens it. */
interface Backend {
  env: Record<string, string>;
  open(): Promise<Database>;
}

let postgres: TestPostgres | null = null;
const cleanups: (() => Promise<void> | void)[] = [];
let running: ServerProcess | undefined;

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  running?.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
  await postgres?.stop();
  removeServerBuild();
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkout-crash-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function pgliteBackend(): Promise<Backend> {
  const dir = dataDir();
  return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: join(dir, 'pglite') }) };
}

async function postgresBackend(): Promise<Backend> {
  if (!postgres) {
    throw new Error(
      'The crash test needs PostgreSQL: set DATABASE_URL, or install the postgresql package.',
    );
  }
  const schema = await isolatedSchema(postgres.url);
  cleanups.push(() => schema.drop());
  return {
    // With DATABASE_URL the server leaves test-card off unless told (server/README.md).
    env: { DATA_DIR: dataDir(), DATABASE_URL: schema.url, PAYMENT_TEST_CARD: 'true' },
    open: () => openDatabase({ url: schema.url }),
  };
}

/** A migrated database with a staff user, so the first start skips the demo seed. */
async function prepare(backend: Backend): Promise<void> {
  const database = await backend.open();
  try {
    await migrate(database);
    await createUser(database.db, { email: STAFF_EMAIL, password: STAFF_PASSWORD, role: 'admin' });
  } finally {
    await database.close();
  }
}

type Outcome = { cartId: string; orderId: string | null; error: unknown };

/** Completes every cart at once and SIGKILLs the server when KILL_AFTER have answered. */
async function burst(server: ServerProcess, cartIds: string[]): Promise<Outcome[]> {
  const client = shopperClient(server.url);
  let answered = 0;
  return Promise.all(
    cartIds.map(async (cartId): Promise<Outcome> => {
      const outcome = await storeCompleteCart(client, { id: cartId }).then(
        (completion) => ({
          cartId,
          orderId: completion.type === 'order' ? completion.data.id : null,
          error: null,
        }),
        (error: unknown) => ({ cartId, orderId: null, error }),
      );
      answered += 1;
      if (answered === KILL_AFTER) server.kill('SIGKILL');
      return outcome;
    }),
  );
}

type Order = StoreGetOrderByCartData['order'];

async function orderOfCart(client: Client, cartId: string): Promise<Order | null> {
  return storeGetOrderByCart(client, { cart_id: cartId }).then(
    ({ order }) => order,
    (error: unknown) => {
      if (error instanceof ClientError && error.status === 404) return null;
      throw error;
    },
  );
}

async function crashAndRecover(backend: Backend) {
  await prepare(backend);
  running = await spawnServer(backend.env);
  const staff = await signedInStaff(running.url, STAFF_EMAIL);
  const store = await createCrashStore(staff);
  const plans = cartPlans(store, CARTS);
  const shopper = shopperClient(running.url);
  // Prepared a few at a time, as shoppers do; the burst below is what runs at once.
  const carts = await inBatches(plans, 8, async (plan, i) => {
    const cart = await readyCart(shopper, {
      regionId: store.regionId,
      items: plan.items,
      email: `crash${i}@example.com`,
      address: BERLIN,
      shippingOptionId: store.shippingOptionId,
      provider: plan.provider,
      ...(plan.provider === 'test-card' ? { cardNumber: '4242 4242 4242 4242' } : {}),
    });
    return { id: cart.id, total: cart.total };
  });

  const killed = running;
  const outcomes = await burst(
    killed,
    carts.map((c) => c.id),
  );
  expect(await killed.exited).toMatchObject({ signal: 'SIGKILL' });
  // The kill came mid-burst: the first answers were orders, later calls lost their server,
  // some before a byte of the answer, some after its head (the client reads the whole
  // answer, so both are network errors; issue 26 item 9 was one of the latter).
  const acknowledged = outcomes.filter((o) => o.orderId !== null);
  const cutOff = outcomes.filter(
    (o) => o.error instanceof ClientError && o.error.kind === ClientErrorKind.Network,
  );
  // Anything else (an error answer, a cart instead of an order) is named, to be found.
  const neither = outcomes
    .filter((o) => !acknowledged.includes(o) && !cutOff.includes(o))
    .map(({ cartId, error }) =>
      error instanceof ClientError
        ? `${cartId}: ${error.kind} ${error.status ?? ''} ${error.body?.code ?? ''} ${error.serverMessage}`
        : `${cartId}: ${error === null ? 'a cart, not an order' : String(error)}`,
    );
  expect(neither).toEqual([]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  // On a starved machine the server can answer every completion before this process reads
  // the fifth answer: then nothing was cut off, no crash was tested, and the caller tries
  // again on a fresh database (rehearsal 53 saw it once).
  if (cutOff.length === 0) return null;
  expect(acknowledged.length + cutOff.length).toBe(CARTS);

  running = await spawnServer(backend.env);
  const client = shopperClient(running.url);
  let openAfterRestart = 0;
  const orders = await inBatches(carts, 8, async (prepared, index) => {
    let order = await orderOfCart(client, prepared.id);
    const promised = outcomes[index]?.orderId;
    // An order the shopper was told about survived the crash.
    if (promised) expect(order?.id).toBe(promised);
    if (order && !promised) {
      // Placed but unanswered: the shopper's retry answers the order, not a refusal.
      const retried = await storeCompleteCart(client, { id: prepared.id });
      expect(retried.type === 'order' && retried.data.id).toBe(order.id);
    }
    if (!order) {
      // Still open, as if never tried: not completed, no payment, the session not authorized.
      openAfterRestart += 1;
      const { cart } = await storeGetCart(client, { id: prepared.id });
      expect(cart).toMatchObject({ completed_at: null, payment_id: null });
      expect(cart.payment_session?.status).toBe('pending');
      const completion = await storeCompleteCart(client, { id: prepared.id });
      if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
      order = completion.data;
    }
    expect(order.total).toBe(prepared.total);
    expect(order.items?.map((i) => [i.variant_id, i.quantity])).toEqual(
      plans[index]?.items.map((i) => [i.variant_id, i.quantity]),
    );
    expect(order.payments?.map((p) => p.amount)).toEqual([order.total]);
    expect(order.shipping_methods).toHaveLength(1);
    return order;
  });
  await stopServer(running);
  running = undefined;
  return {
    carts: carts.map((c) => c.id),
    plans,
    orders: new Map(orders.map((order, i) => [carts[i]?.id as string, order])),
    acknowledged: acknowledged.length,
    openAfterRestart,
  };
}

/** The tables agree with the orders: one each, paid in full, every unit reserved once. */
async function expectConsistentLedger(
  backend: Backend,
  result: NonNullable<Awaited<ReturnType<typeof crashAndRecover>>>,
) {
  const database = await backend.open();
  try {
    const ledgers = await cartLedgers(database, result.carts);
    const ordered = new Map<string, number>();
    for (const [index, cartId] of result.carts.entries()) {
      const order = result.orders.get(cartId);
      expect(ledgers.get(cartId)).toEqual({
        completed: true,
        orderIds: [order?.id],
        payments: [{ order_id: order?.id, amount: order?.total }],
        authorizedSessions: 1,
        lines: result.plans[index]?.items.map((item) => ({
          variant_id: item.variant_id,
          order_id: order?.id,
          quantity: item.quantity,
          reserved: item.quantity,
        })),
      });
      for (const item of result.plans[index]?.items ?? []) {
        ordered.set(item.variant_id, (ordered.get(item.variant_id) ?? 0) + item.quantity);
      }
    }
    for (const [variantId, quantity] of ordered) {
      expect(await variantStock(database, variantId)).toEqual({
        inventory_quantity: STOCK - quantity,
        stocked: STOCK,
        reserved: quantity,
      });
    }
  } finally {
    await database.close();
  }
}

describe('a checkout burst killed with SIGKILL', () => {
  it.each([
    ['embedded PGlite', pgliteBackend],
    ['PostgreSQL', postgresBackend],
  ])(
    'leaves every cart whole on %s: one consistent order, or open and completable',
    async (name, backendOf) => {
      let backend = await backendOf();
      let result = await crashAndRecover(backend);
      for (let retry = 1; result === null && retry < KILL_TRIES; retry += 1) {
        console.info(`${name}: every completion answered before the kill; trying again`);
        backend = await backendOf();
        result = await crashAndRecover(backend);
      }
      if (result === null) throw new Error(`The kill never came mid-burst in ${KILL_TRIES} tries`);
      await expectConsistentLedger(backend, result);
      // What the kill hit this time, for the log: it varies from run to run.
      console.info(
        `${name}: ${result.acknowledged} orders answered before the kill, ` +
          `${CARTS - result.acknowledged - result.openAfterRestart} placed but unanswered, ` +
          `${result.openAfterRestart} open after the restart and completed then`,
      );
    },
    // About 20 s (PostgreSQL) and 30 s (PGlite) on an idle two-core machine; room for a busy
    // one and a second burst.
    300_000,
  );
});
