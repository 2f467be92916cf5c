import { eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../test/database.ts';
import type { Database } from './database.ts';
import {
  insertReturning,
  insertRows,
  statementPerShape,
  updateByIdReturning,
} from './shaped-writes.ts';
import { withTransaction } from './transaction.ts';

/*
 * Writes built once per shape (issue 29, ninth pass): the rows drizzle's own insert and
 * update give, values mapped as drizzle maps them (jsonb, timestamps, null, defaults), in
 * the caller's transaction, and no SQL text built again for a shape seen before.
 */

const scratch = pgTable('shaped_writes_scratch', {
  id: text('id').primaryKey(),
  name: text('name'),
  flag: boolean('flag').notNull().default(true),
  amount: integer('amount'),
  data: jsonb('data').$type<unknown>(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await database.db.execute(sql`create table shaped_writes_scratch (
    id text primary key, name text, flag boolean not null default true, amount integer,
    data jsonb, at timestamptz, created_at timestamptz not null default now())`);
});
afterAll(async () => {
  await database?.close();
});

/** The SQL texts drizzle builds while `run` runs. */
async function textsBuiltDuring(run: () => Promise<unknown>): Promise<number> {
  const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
  try {
    await run();
    return built.mock.calls.length;
  } finally {
    built.mockRestore();
  }
}

const at = new Date('2026-03-04T05:06:07.089Z');
const full = (id: string) => ({
  id,
  name: "O'Brien \\ Sons",
  flag: false,
  amount: 7,
  data: { nested: ['a', 1, null], quote: '"' },
  at,
});
const without = ({ created_at: _, id: __, ...row }: typeof scratch.$inferSelect) => row;

describe('insertReturning and insertRows', () => {
  it('store and answer what drizzle’s insert does, for every shape', async () => {
    const ours = await insertReturning(database.db, scratch, [
      full('ours-1'),
      { id: 'ours-2' },
      { id: 'ours-3', data: null, name: null, at: null },
      { id: 'ours-4', data: 'text as json', amount: 0 },
    ]);
    const theirs = await database.db
      .insert(scratch)
      .values([
        full('theirs-1'),
        { id: 'theirs-2' },
        { id: 'theirs-3', data: null, name: null, at: null },
        { id: 'theirs-4', data: 'text as json', amount: 0 },
      ])
      .returning();
    expect(ours.map(without)).toEqual(theirs.map(without));
    expect(ours[0]?.at).toEqual(at);
    expect(ours[0]?.created_at).toBeInstanceOf(Date);
    expect(ours[1]?.flag).toBe(true);
    const stored = await database.db.select().from(scratch).where(eq(scratch.id, 'ours-4'));
    expect(stored.map(without)).toEqual([without(theirs[3] as typeof scratch.$inferSelect)]);
  });

  it('build a shape’s text once, then only send it', async () => {
    await insertRows(database.db, scratch, [{ id: 'once-1', name: 'a', amount: 1 }]);
    const builds = await textsBuiltDuring(async () => {
      await insertRows(database.db, scratch, [{ id: 'once-2', name: 'b', amount: 2 }]);
      await insertReturning(database.db, scratch, [full('once-3')]);
      await insertReturning(database.db, scratch, [full('once-4')]);
    });
    // The third call's shape was first seen in the second: built there, not again.
    expect(builds).toBe(1);
    const rows = await database.db.select().from(scratch).where(eq(scratch.name, 'b'));
    expect(rows.map((row) => [row.id, row.amount])).toEqual([['once-2', 2]]);
  });

  it('write in the caller’s transaction', async () => {
    await expect(
      withTransaction(database.db, async (tx) => {
        await insertRows(tx, scratch, [{ id: 'rolled-back' }]);
        const seen = await tx.select().from(scratch).where(eq(scratch.id, 'rolled-back'));
        expect(seen).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await database.db.select().from(scratch).where(eq(scratch.id, 'rolled-back'))).toEqual(
      [],
    );
  });

  it('take drizzle’s own path for a value that is SQL', async () => {
    const [row] = await insertReturning(database.db, scratch, [
      { id: 'sql-value', name: sql`upper('shouted')` as unknown as string },
    ]);
    expect(row?.name).toBe('SHOUTED');
  });
});

describe('updateByIdReturning', () => {
  it('sets what drizzle’s update does and answers the row', async () => {
    await insertRows(database.db, scratch, [{ id: 'up-ours' }, { id: 'up-theirs' }]);
    const values = { name: 'changed', data: { k: [1] }, at, amount: null };
    const [ours] = await updateByIdReturning(database.db, scratch, scratch.id, 'up-ours', values);
    const [theirs] = await database.db
      .update(scratch)
      .set(values)
      .where(eq(scratch.id, 'up-theirs'))
      .returning();
    expect(ours && without(ours)).toEqual(theirs && without(theirs));
    expect(ours?.data).toEqual({ k: [1] });
    const builds = await textsBuiltDuring(() =>
      updateByIdReturning(database.db, scratch, scratch.id, 'up-theirs', { ...values, at: null }),
    );
    expect(builds).toBe(0);
    expect(
      await updateByIdReturning(database.db, scratch, scratch.id, 'missing', { name: 'x' }),
    ).toEqual([]);
  });

  it('takes drizzle’s own path for a value that is SQL', async () => {
    const [row] = await updateByIdReturning(database.db, scratch, scratch.id, 'up-ours', {
      amount: sql`${scratch.amount} + 1` as unknown as number,
      name: 'again',
    });
    expect(row?.name).toBe('again');
  });
});

describe('statementPerShape', () => {
  const value = <T>(name: string) => sql.placeholder(name) as unknown as T;
  const inserted = statementPerShape<{ rows: unknown }>((db, shape) => {
    const insert = db
      .insert(scratch)
      .values({
        id: value('id'),
        data: value('data'),
        at: value<Date>('at'),
        ...(shape === 'named' ? { name: value('name') } : {}),
      })
      .returning();
    return sql`with written as (${insert.getSQL()})
      select (select json_agg(written) from written) as rows, ${sql.placeholder('tag')}::text as tag`;
  });

  it('maps each column’s value as drizzle does, null as NULL, once per shape', async () => {
    const [first] = await inserted(database.db, 'named', {
      id: 'shape-1',
      data: null,
      at: null,
      name: 'n',
      tag: 't',
    });
    expect(first).toMatchObject({ tag: 't' });
    const builds = await textsBuiltDuring(() =>
      inserted(database.db, 'named', { id: 'shape-2', data: { a: 1 }, at, name: 'm', tag: 'u' }),
    );
    expect(builds).toBe(0);
    await inserted(database.db, 'plain', { id: 'shape-3', data: [1], at, tag: 'v' });
    const rows = await database.db
      .select()
      .from(scratch)
      .where(sql`${scratch.id} like 'shape-%'`)
      .orderBy(scratch.id);
    expect(rows.map(({ id, name, data, at }) => ({ id, name, data, at }))).toEqual([
      { id: 'shape-1', name: 'n', data: null, at: null },
      { id: 'shape-2', name: 'm', data: { a: 1 }, at },
      { id: 'shape-3', name: null, data: [1], at },
    ]);
    const nulls = await database.db.execute(
      sql`select count(*)::int as n from shaped_writes_scratch where id = 'shape-1' and data is null`,
    );
    expect(JSON.stringify(nulls)).toContain('"n":1');
  });

  it('refuses a missing value', async () => {
    await expect(inserted(database.db, 'plain', { id: 'shape-4', at, tag: 'w' })).rejects.toThrow(
      'No value for placeholder data',
    );
  });
});
