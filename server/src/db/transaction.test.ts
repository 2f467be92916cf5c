import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '../domains/settings/store/tables.ts';
import { testDatabase } from '../test/database.ts';
import type { Database } from './database.ts';
import { withTransaction } from './transaction.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

const storeName = async () => (await database.db.select().from(store))[0]?.name;

describe('withTransaction', () => {
  it('commits what the function did', async () => {
    await withTransaction(database.db, (tx) => tx.update(store).set({ name: 'Committed' }));
    expect(await storeName()).toBe('Committed');
  });

  it('rolls everything back when the function throws', async () => {
    const failing = withTransaction(database.db, async (tx) => {
      await tx.update(store).set({ name: 'Never seen' });
      throw new Error('rule broken');
    });
    await expect(failing).rejects.toThrow('rule broken');
    expect(await storeName()).toBe('Committed');
  });

  it('nests as a savepoint: an inner failure the outer catches is undone alone', async () => {
    await withTransaction(database.db, async (tx) => {
      await tx.update(store).set({ name: 'Outer' });
      await withTransaction(tx, async (inner) => {
        await inner.update(store).set({ name: 'Inner' });
        throw new Error('inner failed');
      }).catch(() => undefined);
    });
    expect(await storeName()).toBe('Outer');
  });

  it('retries a top-level transaction that hits a serialization failure', async () => {
    let attempts = 0;
    const [row] = await withTransaction(database.db, async (tx) => {
      attempts += 1;
      if (attempts === 1) throw Object.assign(new Error('could not serialize'), { code: '40001' });
      return tx.select().from(store).where(eq(store.name, 'Outer'));
    });
    expect(attempts).toBe(2);
    expect(row?.name).toBe('Outer');
  });
});
