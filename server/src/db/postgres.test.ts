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
