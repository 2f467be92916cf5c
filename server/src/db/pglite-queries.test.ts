import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { planOnce } from './generic-plans.ts';

/*
 * PGlite's queries in one call (pglite-queries.ts): the same answers and errors as PGlite's
 * own `query`, statements sent again kept parsed, and a Parse that failed never taken for
 * one that held.
 */

let database: Database;
let pglite: PGlite;

/** PGlite's own query, as it was before the server gave the instance a faster one. */
function ownQuery(text: string, params: unknown[], options?: Parameters<PGlite['query']>[2]) {
  return PGlite.prototype.query.call(pglite, text, params, options);
}

async function preparedTexts(): Promise<string[]> {
  const { rows } = await ownQuery('SELECT statement FROM pg_prepared_statements', []);
  return rows.map((row) => (row as { statement: string }).statement);
}

/** How often PGlite used a generic and a custom plan of the named statement `text`. */
async function plans(text: string) {
  const { rows } = await ownQuery(
    'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
    [text],
  );
  return rows[0];
}

beforeAll(async () => {
  database = await openDatabase();
  pglite = (database.db as unknown as { $client: PGlite }).$client;
  await pglite.exec('CREATE TABLE thing (id text PRIMARY KEY, n int, tags text[], data jsonb)');
});

afterAll(async () => {
  await database.close();
});

describe("PGlite's queries in one call", () => {
  it('answer values of every kind as PGlite itself does, in both row modes', async () => {
    const text = `SELECT $1::int AS i, $2::text[] AS a, $3::jsonb AS j, $4::bool AS b,
      $5::text AS "null", $6::timestamptz AS t, $7::bytea AS y, $8::numeric AS d,
      $9::bigint AS big, $10::text AS quoted, $11::text AS "naïve ✓", ''::text AS empty`;
    const params = [
      7,
      ['a', 'b "c"', 'd,e', null],
      JSON.stringify({ x: [1, 'two'] }),
      false,
      null,
      new Date('2026-11-30T10:00:00.000Z'),
      Buffer.from([0, 1, 254, 255]),
      '12.50',
      '9007199254740993',
      "it's \\ ok",
      'ünïcödé ✓ 🛒',
    ];
    for (const rowMode of ['object', 'array'] as const) {
      const ours = await pglite.query(text, params, { rowMode });
      const theirs = await ownQuery(text, params, { rowMode });
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const [row] = (await pglite.query(text, params)).rows as Record<string, unknown>[];
    expect(row).toMatchObject({
      i: 7,
      a: ['a', 'b "c"', 'd,e', null],
      j: { x: [1, 'two'] },
      b: false,
      null: null,
      quoted: "it's \\ ok",
      'naïve ✓': 'ünïcödé ✓ 🛒',
      empty: '',
    });
  });

  it('answer rows that came with a notice as PGlite itself does', async () => {
    await pglite.exec(`CREATE FUNCTION noisy(said text) RETURNS text LANGUAGE plpgsql
      AS $$ BEGIN RAISE NOTICE 'heads up'; RETURN said; END $$`);
    const text = 'SELECT noisy($1) AS said, $2::int AS n';
    const ours = await pglite.query(text, ['hello', 3]);
    expect(ours.rows).toEqual([{ said: 'hello', n: 3 }]);
    expect(ours.fields).toEqual((await ownQuery(text, ['hello', 3])).fields);
  });

  it('count the rows a write touched, and use the parsers a caller brings', async () => {
    const insert = 'INSERT INTO thing (id, n, tags) VALUES ($1, $2, $3), ($4, $5, $6)';
    const written = await pglite.query(insert, ['a', 1, ['x'], 'b', 2, []]);
    expect(written).toMatchObject({ affectedRows: 2, rows: [] });
    const read = await pglite.query(
      'SELECT n FROM thing WHERE id = ANY($1) ORDER BY id',
      [['a', 'b']],
      { rowMode: 'array', parsers: { 23: (value: string) => `n=${value}` } },
    );
    expect(read.rows).toEqual([['n=1'], ['n=2']]);
  });

  it('keep a statement sent again parsed, under one name', async () => {
    const text = 'SELECT n FROM thing WHERE id = $1';
    expect(await preparedTexts()).not.toContain(text);
    for (const id of ['a', 'b', 'a']) await pglite.query(text, [id]);
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1);
    expect((await pglite.query(text, ['b'])).rows).toEqual([{ n: 2 }]);
  });

  it('plan a statement built once once, and any other for its values', async () => {
    // Reads by `= any($1)`: what PostgreSQL's default mode kept planning at every use.
    const once = 'SELECT count(*)::int AS n FROM thing WHERE id = any($1)';
    const perValues = 'SELECT count(*)::int AS n FROM thing WHERE id = any($1) AND n > 0';
    planOnce(once);
    for (const ids of [['a'], ['a', 'b'], ['b'], ['c'], ['a'], ['b'], ['a', 'c'], ['b']]) {
      await pglite.query(once, [ids]);
      await pglite.query(perValues, [ids]);
    }
    expect(await plans(once)).toEqual({ generic_plans: 7, custom_plans: 0 });
    expect(await plans(perValues)).toEqual({ generic_plans: 0, custom_plans: 7 });
    expect((await pglite.query(once, [['a', 'b']])).rows).toEqual([{ n: 2 }]);
  });

  it('plan a statement built once once also after a rollback undid the mode it set', async () => {
    const once = 'SELECT count(*)::int AS n FROM thing WHERE id = any($1) AND n < 100';
    // Any other named statement (from its second use) sets the session's mode back.
    const other = 'SELECT n FROM thing WHERE id = $1 AND n < 50';
    planOnce(once);
    for (const id of ['a', 'b', 'a']) await pglite.query(other, [id]);
    await pglite.query(once, [['a']]);
    const rolledBack = pglite.transaction(async (tx) => {
      await tx.query(once, [['a']]);
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    await pglite.query(once, [['b']]);
    await pglite.query(other, ['a']);
    await pglite.transaction(async (tx) => {
      await tx.query('SAVEPOINT before_read');
      await tx.query(once, [['a']]);
      await tx.query('ROLLBACK TO SAVEPOINT before_read');
      await tx.query(once, [['b']]);
    });
    expect(await plans(once)).toEqual({ generic_plans: 4, custom_plans: 0 });
    expect(await plans(other)).toEqual({ generic_plans: 0, custom_plans: 3 });
  });

  it("answer PostgreSQL's errors with their code, and recover after a failed transaction", async () => {
    const insert = 'INSERT INTO thing (id, n) VALUES ($1, $2)';
    const duplicate = await pglite.query(insert, ['a', 3]).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'thing_pkey' });

    // A statement first sent (and so first parsed) inside an aborted transaction.
    const text = 'SELECT count(*)::int AS c FROM thing WHERE n > $1';
    const failed = await pglite
      .transaction(async (tx) => {
        await tx.query('SELECT 1 / $1::int', [0]).catch(() => undefined);
        for (const n of [0, 1]) {
          const error = await tx.query(text, [n]).catch((e: unknown) => e);
          expect(error).toMatchObject({ code: '25P02' });
        }
        throw new Error('rolled back');
      })
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ message: 'rolled back' });
    // Its Parse failed there, so it is parsed now rather than taken for parsed.
    for (const n of [0, 1, 0]) expect((await pglite.query(text, [n])).rows).toHaveLength(1);
    expect(await preparedTexts()).toContain(text);
  });

  it('run queries inside a transaction on its connection, and refuse them once it closed', async () => {
    let closed: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
    const count = await pglite.transaction(async (tx) => {
      closed = tx;
      await tx.query('INSERT INTO thing (id, n) VALUES ($1, $2)', ['c', 3]);
      return (await tx.query<{ c: number }>('SELECT count(*)::int AS c FROM thing', [])).rows;
    });
    expect(count).toEqual([{ c: 3 }]);
    await expect(closed?.query('SELECT 1', [])).rejects.toThrow('Transaction is closed');
  });
});
