import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, executeRows } from '../../../db/database.ts';
import { buildTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { countHit } from './rate-limit-store.ts';

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

afterAll(() => database?.close());

const keys = async () =>
  (
    await executeRows<{ key: string }>(database.db, sql`SELECT key FROM rate_limit ORDER BY key`)
  ).map((row) => row.key);

describe('the rate limit store', () => {
  it('counts hits in a window and starts a new window once it has ended', async () => {
    const first = await countHit(database.db, 'counts', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(59_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await countHit(database.db, 'counts', 60_000)).current).toBe(2);
    expect((await countHit(database.db, 'other', 60_000)).current).toBe(1);

    await countHit(database.db, 'short', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const restarted = await countHit(database.db, 'short', 60_000);
    expect(restarted.current).toBe(1);
    expect(restarted.ttl).toBeGreaterThan(59_000);
  });

  it('counts concurrent hits one after the other', async () => {
    const hits = await Promise.all(
      Array.from({ length: 10 }, () => countHit(database.db, 'concurrent', 60_000)),
    );
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('prunes the ended windows of other keys', async () => {
    await countHit(database.db, 'ended', 1);
    await countHit(database.db, 'live', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await countHit(database.db, 'pruner', 60_000, true);
    const left = await keys();
    expect(left).not.toContain('ended');
    expect(left).toEqual(expect.arrayContaining(['live', 'pruner']));
  });
});

describe('a rate-limited operation whose count cannot be written', () => {
  it('fails with a 500 instead of going through unlimited', async () => {
    const app = await buildTestApp(database);
    // The counter fails while the sign-in it guards could still run.
    await executeRows(database.db, sql`ALTER TABLE rate_limit RENAME TO rate_limit_away`);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/admin/auth',
        payload: { email: 'nobody@example.com', password: 'a guess' },
      });
      // Let through, the sign-in would answer 401.
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ type: 'unknown_error' });
    } finally {
      await executeRows(database.db, sql`ALTER TABLE rate_limit_away RENAME TO rate_limit`);
      await app.close();
    }
  });
});
