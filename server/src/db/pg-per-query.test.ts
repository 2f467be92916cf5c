import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, startPostgres, type TestPostgres } from '../test/postgres.ts';
import { lighterPerQueryWork } from './pg-per-query.ts';

/*
 * node-postgres with its per-query work lightened (pg-per-query.ts) answers as before: rows
 * in array and object mode with the types' parsers, a result's columns per statement of a
 * multi-statement query, and configs of any shape left as the caller made them.
 */

const QUERY = `SELECT 1::int AS n, 'a'::text AS t, NULL::text AS empty,
  '{"k": [1]}'::jsonb AS j, '2026-01-02 03:04:05+00'::timestamptz AS at`;

describe.skipIf(!postgresAvailable())('node-postgres with lighter per-query work', () => {
  let server: TestPostgres | null;
  let client: pg.Client;

  beforeAll(async () => {
    lighterPerQueryWork();
    server = await startPostgres();
    if (!server) throw new Error('PostgreSQL was available a moment ago');
    client = new pg.Client({ connectionString: server.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await server?.stop();
  });

  it('answers object-mode rows with every column, parsed by its type', async () => {
    const { rows, fields } = await client.query(QUERY);
    expect(rows).toEqual([
      { n: 1, t: 'a', empty: null, j: { k: [1] }, at: new Date('2026-01-02T03:04:05Z') },
    ]);
    expect(Object.keys(rows[0])).toEqual(['n', 't', 'empty', 'j', 'at']);
    expect(fields.map((field) => field.name)).toEqual(['n', 't', 'empty', 'j', 'at']);
  });

  it('answers array-mode rows through the query’s own type parsers, as drizzle asks', async () => {
    const asText = (value: string) => value;
    const types = {
      getTypeParser: (oid: number, format?: string) =>
        oid === 1184 ? asText : pg.types.getTypeParser(oid, format as 'text'),
    };
    const config = { text: `${QUERY} WHERE $1::int = 1`, rowMode: 'array' as const, types };
    const before = { ...config };
    const { rows, fields } = await client.query(config, [1]);
    expect(rows).toEqual([[1, 'a', null, { k: [1] }, '2026-01-02 03:04:05+00']]);
    expect(fields).toHaveLength(5);
    // The caller's config is not changed (drizzle sends the same object again).
    expect(config).toEqual(before);
    const again = await client.query(config, [2]);
    expect(again.rows).toEqual([]);
    expect(again.fields).toHaveLength(5);
  });

  it('answers each statement of a multi-statement query with its own columns', async () => {
    const results = (await client.query(
      'SELECT 1::int AS a; SELECT $$x$$::text AS b, 2::int AS c',
    )) as unknown as pg.QueryResult[];
    expect(results.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 'x', c: 2 }]]);
  });

  it('reads a config that is not a plain object as pg always did', async () => {
    class Config {
      get text() {
        return 'SELECT $1::int + 1 AS n';
      }
    }
    const { rows } = await client.query(new Config() as unknown as pg.QueryConfig, [41]);
    expect(rows).toEqual([{ n: 42 }]);
    const named = await client.query({ name: 'plus_one', text: 'SELECT $1::int + 1 AS n' }, [1]);
    expect(named.rows).toEqual([{ n: 2 }]);
  });
});
