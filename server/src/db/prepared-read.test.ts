import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '../domains/settings/store/tables.ts';
import { testDatabase } from '../test/database.ts';
import type { Database } from './database.ts';
import { executeRows } from './database.ts';
import { reusedQuery, reusedStatement } from './prepared-read.ts';
import { withTransaction } from './transaction.ts';

/*
 * Statements built once (issue 29): the same rows as drizzle's own query, in the caller's
 * transaction, built on first use only, and on node-postgres a statement the connection
 * keeps by name.
 */

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

let builds = 0;
const storesNamed = reusedQuery<typeof store.$inferSelect>('test_stores_named', (db) => {
  builds += 1;
  return db
    .select()
    .from(store)
    .where(sql`${store.name} = any(${sql.placeholder('names')})`);
});
const renamedStore = reusedQuery<typeof store.$inferSelect>('test_store_renamed', (db) =>
  db
    .update(store)
    .set({ name: sql`${sql.placeholder('name')}` })
    .where(eq(store.id, sql.placeholder('id')))
    .returning(),
);
const storeCount = reusedStatement<{ stores: number }>(
  'test_store_count',
  sql`select count(*)::int as stores from ${store} where ${store.id} = ${sql.placeholder('id')}`,
);

describe('reusedQuery', () => {
  it('answers the rows drizzle maps, inside the caller transaction, built once', async () => {
    const [own] = await database.db.select().from(store);
    if (!own) throw new Error('no store row');
    const renamed = await withTransaction(database.db, async (tx) => {
      const [written] = await renamedStore(tx, { id: own.id, name: "O'Brien \\ Sons" });
      // The transaction's own write is seen: the statement ran on its connection.
      const seen = await storesNamed(tx, { names: ["O'Brien \\ Sons", 'nobody'] });
      expect(seen).toEqual(await tx.select().from(store).where(eq(store.id, own.id)));
      expect(seen[0]?.created_at).toBeInstanceOf(Date);
      if (database.kind === 'postgres') {
        const kept = await executeRows<{ name: string }>(
          tx,
          sql`select name from pg_prepared_statements where name = 'test_stores_named'`,
        );
        expect(kept).toEqual([{ name: 'test_stores_named' }]);
      }
      return written;
    });
    expect(renamed?.name).toBe("O'Brien \\ Sons");
    expect(await storesNamed(database.db, { names: [own.name] })).toEqual([]);
    expect(await storesNamed(database.db, { names: ["O'Brien \\ Sons"] })).toHaveLength(1);
    expect(builds).toBe(1);
  });

  it('runs raw SQL with its placeholders', async () => {
    const [own] = await database.db.select().from(store);
    expect(await storeCount(database.db, { id: own?.id })).toEqual([{ stores: 1 }]);
    expect(await storeCount(database.db, { id: 'missing' })).toEqual([{ stores: 0 }]);
  });

  it('refuses a second statement under a name', () => {
    expect(() => reusedStatement('test_store_count', sql`select 1`)).toThrow(
      'Two statements named test_store_count',
    );
  });
});
