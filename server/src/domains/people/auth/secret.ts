import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../../db/database.ts';

/*
 * The key that signs session cookies and bearer tokens. Every server instance must use the
 * same one, so that a session made by one is accepted by the others: `COOKIE_SECRET` when
 * set, else a random value stored in the database by whichever instance starts first.
 */

const cache = new WeakMap<Db, Promise<Uint8Array>>();

async function loadSecret(db: Db): Promise<Uint8Array> {
  const configured = process.env.COOKIE_SECRET;
  if (configured) return new TextEncoder().encode(configured);
  // ON CONFLICT DO NOTHING: when two instances race, both read the row the winner wrote.
  await db.execute(
    sql`INSERT INTO auth_secret (name, value) VALUES ('session', ${randomBytes(32).toString('base64url')}) ON CONFLICT (name) DO NOTHING`,
  );
  const rows = await executeRows<{ value: string }>(
    db,
    sql`SELECT value FROM auth_secret WHERE name = 'session'`,
  );
  const value = rows[0]?.value;
  if (!value) throw new Error('The session secret could not be stored');
  return new TextEncoder().encode(value);
}

export function signingSecret(db: Db): Promise<Uint8Array> {
  let secret = cache.get(db);
  if (!secret) {
    secret = loadSecret(db);
    // A failed load (database down) is retried on the next request rather than cached.
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}
