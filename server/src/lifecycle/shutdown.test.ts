import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, executeRows, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createUser } from '../domains/people/index.ts';
import { authenticateAsStaff, buildTestApp } from '../test/app.ts';
import {
  createProduct,
  createRegion,
  createShippingOption,
  prepareCart,
  seedCurrencies,
} from '../test/fixtures/carts.ts';
import {
  isolatedSchema,
  postgresAvailable,
  startPostgres,
  type TestPostgres,
} from '../test/postgres.ts';
import {
  buildCompiledServer,
  type CompiledServer,
  type ServerProcess,
  spawnCompiledServer,
  waitFor,
} from '../test/server-process.ts';

/*
 * SIGTERM and SIGINT on the compiled server (lifecycle/shutdown.ts), as a process manager
 * sends them, on PostgreSQL: requests running at the signal are answered and their orders
 * kept, the process exits 0; a request that never ends holds it only until
 * SHUTDOWN_TIMEOUT_MS or a second signal.
 */

const CARTS = 24;
/** SIGTERM goes out once this many completions have answered, with the rest in flight. */
const SIGNAL_AFTER = 4;

/** A completion's answer; status 0 when no answer came. */
interface Outcome {
  cartId: string;
  status: number;
  body: { type: string; data?: { id: string } };
}

describe.skipIf(!postgresAvailable())('graceful shutdown of the compiled server', () => {
  let build: CompiledServer;
  let postgres: TestPostgres | null = null;
  let schema: Awaited<ReturnType<typeof isolatedSchema>>;
  let database: Database;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    build = buildCompiledServer();
    postgres = await startPostgres();
    if (!postgres) throw new Error('PostgreSQL was available a moment ago');
    schema = await isolatedSchema(postgres.url);
    database = await openDatabase({ url: schema.url });
    await migrate(database);
    // A staff user, so the server's first start does not seed the demo store.
    await createUser(database.db, {
      email: 'ops@example.com',
      password: 'graceful shutdown 1',
      role: 'admin',
    });
  });

  afterEach(() => {
    if (server?.exitCode() === null) server.kill('SIGKILL');
  });

  afterAll(async () => {
    await database?.close();
    await schema?.drop();
    await postgres?.stop();
    build?.remove();
  });

  /** Carts ready to complete, made in this process on the same database. */
  async function readyCarts(count: number): Promise<string[]> {
    const admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
    const store = await buildTestApp(database);
    try {
      await seedCurrencies(admin);
      const regionId = (await createRegion(admin, { countries: ['dk'] })).id;
      const optionId = (await createShippingOption(admin, regionId)).id;
      const { variantId } = await createProduct(admin, { regionId, inventory: 1000 });
      const carts: string[] = [];
      for (let i = 0; i < count; i++) {
        const cart = await prepareCart(store, {
          regionId,
          optionId,
          items: [{ variant_id: variantId, quantity: 1 + (i % 2) }],
          email: `shopper${i}@example.com`,
        });
        carts.push(cart.id);
      }
      return carts;
    } finally {
      await admin.close();
      await store.close();
    }
  }

  it('answers the checkouts in flight at SIGTERM, loses no answered order and exits 0', {
    timeout: 240_000,
  }, async () => {
    const carts = await readyCarts(CARTS);
    const running = await spawnCompiledServer(build, { DATABASE_URL: schema.url });
    server = running;
    let answered = 0;
    const outcomes = await Promise.all(
      carts.map(async (cartId) => {
        const outcome = await fetch(`${running.url}/store/carts/${cartId}/complete`, {
          method: 'POST',
        }).then(
          async (response): Promise<Outcome> => ({
            cartId,
            status: response.status,
            body: (await response.json()) as Outcome['body'],
          }),
          (error: unknown): Outcome => ({ cartId, status: 0, body: { type: String(error) } }),
        );
        answered += 1;
        if (answered === SIGNAL_AFTER) running.kill('SIGTERM');
        return outcome;
      }),
    );
    expect(await running.exited, running.output()).toEqual({ code: 0, signal: null });
    expect(running.output()).toContain('SIGTERM: shutting down');

    const ordered = outcomes.filter((o) => o.status === 200 && o.body.type === 'order');
    // Refused after the signal: a new connection finds nothing listening (status 0), a
    // request on an open one is answered 503. Anything else is named.
    const other = outcomes.filter(
      (o) =>
        !ordered.includes(o) &&
        !(o.status === 0 || (o.status === 503 && o.body.type === 'service_unavailable')),
    );
    expect(other).toEqual([]);
    // The completions running when SIGTERM came were answered, not cut off.
    expect(ordered.length).toBeGreaterThan(SIGNAL_AFTER);

    const rows = await executeRows<{ id: string; cart_id: string }>(
      database.db,
      sql`SELECT id, cart_id FROM "order" WHERE cart_id IN ${carts}`,
    );
    const stored = new Map(rows.map((row) => [row.cart_id, row.id]));
    // Every order a shopper was told about is stored, and no order was placed unanswered.
    expect(Object.fromEntries(stored)).toEqual(
      Object.fromEntries(ordered.map((o) => [o.cartId, o.body.data?.id])),
    );
  });

  /**
   * A request whose body never comes: the server waits for it while shutting down. Resolves
   * once the server has read its headers (its `100 Continue`), so the request is running.
   */
  async function hangingRequest(url: string) {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      'POST /store/carts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n',
    );
    let received = '';
    await new Promise<void>((resolve, reject) => {
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        if (received.includes('100 Continue')) resolve();
      });
      socket.once('close', () => reject(new Error(`closed before 100 Continue: ${received}`)));
    });
    return socket;
  }

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still running', {
    timeout: 120_000,
  }, async () => {
    const running = await spawnCompiledServer(build, {
      DATABASE_URL: schema.url,
      SHUTDOWN_TIMEOUT_MS: '1500',
    });
    server = running;
    const socket = await hangingRequest(running.url);
    try {
      running.kill('SIGTERM');
      expect(await running.exited, running.output()).toEqual({ code: 1, signal: null });
      expect(running.output()).toContain('Shutdown did not finish within 1500 ms');
    } finally {
      socket.destroy();
    }
  });

  it('exits 1 at a second signal while a request is still running', {
    timeout: 120_000,
  }, async () => {
    const running = await spawnCompiledServer(build, {
      DATABASE_URL: schema.url,
      SHUTDOWN_TIMEOUT_MS: '600000',
    });
    server = running;
    const socket = await hangingRequest(running.url);
    try {
      running.kill('SIGINT');
      await waitFor('the shutdown to begin', () => running.output().includes('SIGINT: shutting'));
      // The same signal twice within a second counts once (npm forwards Ctrl+C), so it is
      // sent until the process is gone.
      await waitFor('a second SIGINT to end the process', () => {
        if (running.exitCode() === null) running.kill('SIGINT');
        return running.exitCode() !== null;
      });
      expect(await running.exited).toEqual({ code: 1, signal: null });
      expect(running.output()).toContain('SIGINT again: exiting without finishing');
    } finally {
      socket.destroy();
    }
  });
});
