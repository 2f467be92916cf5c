import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isolatedSchema,
  postgresAvailable,
  privatePostgresAvailable,
  startPostgres,
  type TestPostgres,
} from '../test/postgres.ts';
import { type Database, executeRows, openDatabase } from './database.ts';
import { commitAlong } from './transaction.ts';

/*
 * The pool's connections on a real PostgreSQL server (database.ts, `sendTogether`): the
 * queries a transaction asks together leave in one socket write, without waiting for each
 * other's answers, and each still gets its own answer and its own error.
 */

interface Socket {
  _write: (...args: unknown[]) => unknown;
  _writev?: (...args: unknown[]) => unknown;
}

/** The socket writes of a transaction's connection while `run` runs. */
function writesDuring(tx: unknown, run: () => Promise<unknown>): Promise<number> {
  const client = (tx as { session: { client: { connection: { stream: Socket } } } }).session.client;
  return writesOf([client.connection.stream], run);
}

/** The writes on these sockets while `run` runs. */
async function writesOf(sockets: Socket[], run: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const restore = sockets.map((socket) => counted(socket, () => writes++));
  try {
    await run();
  } finally {
    for (const undo of restore) undo();
  }
  return writes;
}

function counted(socket: Socket, count: () => void): () => void {
  const write = socket._write;
  const writev = socket._writev;
  socket._write = function (this: unknown, ...args: unknown[]) {
    count();
    return write.apply(this, args);
  };
  if (writev) {
    socket._writev = function (this: unknown, ...args: unknown[]) {
      count();
      return writev.apply(this, args);
    };
  }
  return () => {
    socket._write = write;
    if (writev) socket._writev = writev;
  };
}

describe.skipIf(!postgresAvailable())('connections to a PostgreSQL server', () => {
  let server: TestPostgres | null;
  let schema: Awaited<ReturnType<typeof isolatedSchema>> | undefined;
  let database: Database;

  beforeAll(async () => {
    server = await startPostgres();
    if (!server) throw new Error('PostgreSQL was available a moment ago');
    schema = await isolatedSchema(server.url);
    database = await openDatabase({ url: schema.url });
  });

  afterAll(async () => {
    await database?.close();
    await schema?.drop();
    await server?.stop();
  });

  it.skipIf(!privatePostgresAvailable())(
    'reach a server on this machine through its Unix socket, named by ?host=',
    async () => {
      // DATABASE_URL's server has no socket of ours: a private cluster then.
      const own = server?.socketUrl ? null : await startPostgres({ private: true });
      const socketUrl = server?.socketUrl ?? own?.socketUrl;
      if (!socketUrl) throw new Error('a private cluster has a socket');
      const scoped = await isolatedSchema(socketUrl);
      const overSocket = await openDatabase({ url: scoped.url });
      try {
        // The server's address of a Unix-socket connection is null (127.0.0.1 over TCP).
        const [row] = await executeRows<{ address: string | null }>(
          overSocket.db,
          sql`SELECT inet_server_addr()::text AS address`,
        );
        expect(row).toEqual({ address: null });
        const [tcp] = await executeRows<{ address: string | null }>(
          database.db,
          sql`SELECT inet_server_addr()::text AS address`,
        );
        expect(tcp?.address).not.toBeNull();
      } finally {
        await overSocket.close();
        await scoped.drop();
        await own?.stop();
      }
    },
  );

  it('send the queries a transaction asks together in one write, each with its answer', async () => {
    const answers = await database.db.transaction(async (tx) => {
      let rows: { n: number }[][] = [];
      const writes = await writesDuring(tx, async () => {
        rows = await Promise.all(
          [1, 2, 3, 4].map((n) => executeRows<{ n: number }>(tx, sql`SELECT ${n}::int AS n`)),
        );
      });
      // One turn of the event loop asked four queries: one write (four before, each sent
      // once the answer of the one before had come).
      expect(writes).toBe(1);
      return rows;
    });
    expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }], [{ n: 4 }]]);
  });

  it('send BEGIN with the first query of its transaction, not alone before it', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const clients = (pool as unknown as { _clients: { connection: { stream: Socket } }[] })
      ._clients;
    expect(pool.totalCount).toBeGreaterThan(0);
    expect(pool.idleCount).toBe(pool.totalCount);
    let rows: unknown[] = [];
    const writes = await writesOf(
      clients.map((client) => client.connection.stream),
      async () => {
        rows = await database.db.transaction((tx) => executeRows(tx, sql`SELECT 5 AS n`));
      },
    );
    // BEGIN and the SELECT in one write, then COMMIT (three writes when BEGIN was awaited).
    expect(writes).toBe(2);
    expect(rows).toEqual([{ n: 5 }]);
  });

  it('send SAVEPOINT and RELEASE with the queries around them, not alone', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const clients = (pool as unknown as { _clients: { connection: { stream: Socket } }[] })
      ._clients;
    let rows: unknown[] = [];
    const writes = await writesOf(
      clients.map((client) => client.connection.stream),
      async () => {
        rows = await database.db.transaction((tx) =>
          tx.transaction((inner) => executeRows(inner, sql`SELECT 6 AS n`)),
        );
      },
    );
    // BEGIN, SAVEPOINT and the SELECT in one write, RELEASE with COMMIT in the next (five
    // writes when each was awaited alone).
    expect(writes).toBe(2);
    expect(rows).toEqual([{ n: 6 }]);
  });

  it('fail the COMMIT of a transaction whose RELEASE failed (answered ROLLBACK)', async () => {
    await executeRows(database.db, sql`CREATE TABLE IF NOT EXISTS pipelined_probe (n int)`);
    const error = await database.db
      .transaction(async (tx) => {
        await tx.transaction(async (inner) => {
          await executeRows(inner, sql`INSERT INTO pipelined_probe VALUES (1)`);
          // Not waited for: this fails the transaction, and nothing after it learns it but
          // the COMMIT, which PostgreSQL answers ROLLBACK without an error.
          void inner.execute(sql`SELECT 1 / 0`).catch(() => undefined);
        });
      })
      .catch((failure: unknown) => failure);
    // The RELEASE's own error (the transaction is aborted), handed to the COMMIT after it.
    expect(String((error as { cause?: unknown }).cause)).toMatch(/aborted|ROLLBACK/);
    const kept = await executeRows(database.db, sql`SELECT n FROM pipelined_probe`);
    expect(kept).toEqual([]);
  });

  it("send COMMIT with a transaction's last reads when asked (commitAlong)", async () => {
    await executeRows(database.db, sql`CREATE TABLE IF NOT EXISTS committed_along (n int)`);
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const clients = (pool as unknown as { _clients: { connection: { stream: Socket } }[] })
      ._clients;
    let rows: unknown[] = [];
    let refused: unknown;
    const writes = await writesOf(
      clients.map((client) => client.connection.stream),
      () =>
        database.db.transaction(async (tx) => {
          await executeRows(tx, sql`INSERT INTO committed_along VALUES (7)`);
          const reads = Promise.all([
            executeRows(tx, sql`SELECT n FROM committed_along`),
            executeRows(tx, sql`SELECT 8 AS n`),
          ]);
          commitAlong(tx);
          rows = await reads;
          // A query after the COMMIT would run outside the transaction: refused.
          refused = await executeRows(tx, sql`SELECT 9`).catch((failure: unknown) => failure);
        }),
    );
    // BEGIN with the INSERT, then the reads with COMMIT; the transaction's own COMMIT sent
    // nothing more (three writes without commitAlong).
    expect(writes).toBe(2);
    expect(rows).toEqual([[{ n: 7 }], [{ n: 8 }]]);
    expect(String((refused as { cause?: unknown }).cause)).toMatch(/after its transaction/);
    expect(await executeRows(database.db, sql`SELECT n FROM committed_along`)).toEqual([{ n: 7 }]);
    // The connection went back to the pool usable.
    expect(await database.db.transaction((tx) => executeRows(tx, sql`SELECT 3 AS n`))).toEqual([
      { n: 3 },
    ]);
  });

  it('fail a COMMIT that PostgreSQL answers ROLLBACK, not report it done', async () => {
    await executeRows(database.db, sql`CREATE TABLE IF NOT EXISTS rolled_back (n int)`);
    const error = await database.db
      .transaction(async (tx) => {
        await executeRows(tx, sql`INSERT INTO rolled_back VALUES (1)`);
        // Its failure is swallowed here, so only the COMMIT can tell the transaction failed.
        await executeRows(tx, sql`SELECT 1 / 0`).catch(() => undefined);
      })
      .catch((failure: unknown) => failure);
    expect(String((error as { cause?: unknown }).cause)).toMatch(/answered ROLLBACK/);
    expect(await executeRows(database.db, sql`SELECT n FROM rolled_back`)).toEqual([]);
  });

  it('fail a transaction whose last reads fail, with their COMMIT sent along', async () => {
    await executeRows(database.db, sql`CREATE TABLE IF NOT EXISTS failed_along (n int)`);
    const error = await database.db
      .transaction(async (tx) => {
        await executeRows(tx, sql`INSERT INTO failed_along VALUES (1)`);
        const reads = executeRows(tx, sql`SELECT 1 / 0`);
        commitAlong(tx);
        await reads;
      })
      .catch((failure: unknown) => failure);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('22012');
    expect(await executeRows(database.db, sql`SELECT n FROM failed_along`)).toEqual([]);
    expect(await database.db.transaction((tx) => executeRows(tx, sql`SELECT 4 AS n`))).toEqual([
      { n: 4 },
    ]);
  });

  it('fail a transaction at its first error, as one query at a time did', async () => {
    const error = await database.db
      .transaction(async (tx) => {
        const settled = await Promise.allSettled([
          executeRows(tx, sql`SELECT 1 / 0`),
          executeRows(tx, sql`SELECT 2`),
        ]);
        const [first, second] = settled.map((s) =>
          s.status === 'rejected' ? (s.reason as { cause?: { code?: string } }).cause?.code : 'ok',
        );
        expect([first, second]).toEqual(['22012', '25P02']);
        throw new Error('rolled back');
      })
      .catch((failure: unknown) => failure);
    expect((error as Error).message).toBe('rolled back');
    // The connection went back to the pool usable: the next transaction runs.
    const rows = await database.db.transaction((tx) => executeRows(tx, sql`SELECT 3 AS n`));
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('parse and plan a statement sent again once per connection (a named statement)', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      const text = `SELECT $1::int + 1 AS n -- ${Date.now()}`;
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await client.query(text, [n])).rows);
      expect(answers).toEqual([[{ n: 2 }], [{ n: 3 }], [{ n: 4 }]]);
      // The connection's own prepared statements: this text once, under a name of ours.
      const { rows } = await client.query(
        'SELECT name, statement FROM pg_prepared_statements WHERE statement = $1',
        [text],
      );
      expect(rows).toEqual([{ name: expect.stringMatching(/^s_/), statement: text }]);
    } finally {
      client.release();
    }
  });

  it('fail only the failing query outside a transaction', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      const settled = await Promise.allSettled([
        client.query('SELECT 1 / 0'),
        client.query('SELECT 2 AS n'),
      ]);
      expect(settled[0]?.status).toBe('rejected');
      expect(settled[1]).toEqual({
        status: 'fulfilled',
        value: expect.objectContaining({ rows: [{ n: 2 }] }),
      });
    } finally {
      client.release();
    }
  });
});
