import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../test/database.ts';
import { openDatabase } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('isDatabaseUnavailable', () => {
  it('is true for a PostgreSQL server that refuses the connection', async () => {
    const port = await unusedPort();
    const error = await openDatabase({ url: `postgres://nobody@127.0.0.1:${port}/none` }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is false for a statement the database refuses', async () => {
    const database = await testDatabase();
    try {
      const error = await database.db.execute(sql`SELECT * FROM no_such_table`).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
