import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/transaction.ts';

/*
 * Signed download URLs: `/downloads/<key>?expires=<unix seconds>&signature=<HMAC>`. The HMAC
 * (SHA-256) covers the key and the expiry, so neither can be changed; its key is
 * UPLOAD_SECRET or else the install's secret seeded by migration 0006, which every
 * instance on the database shares.
 */

export const fileServiceSecret = pgTable('file_service_secret', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
});

const secrets = new WeakMap<object, Promise<string>>();

export function signingSecret(db: Executor, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = secrets.get(db);
  if (!secret) {
    secret = db
      .select()
      .from(fileServiceSecret)
      .where(eq(fileServiceSecret.id, 1))
      .then(([row]) => {
        if (!row)
          throw new Error('The file service secret is missing; were the migrations applied?');
        return row.secret;
      });
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

export function sign(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkSignature(
  secret: string,
  key: string,
  expires: unknown,
  signature: unknown,
  now: number = Date.now(),
): SignatureCheck {
  if (typeof expires !== 'string' || typeof signature !== 'string') return 'invalid';
  if (!/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(sign(secret, key, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  // Checked after the signature, so an attacker learns nothing from a forged expiry.
  return Number(expires) * 1000 < now ? 'expired' : 'valid';
}

export function downloadPath(secret: string, key: string, expires: number): string {
  const signature = sign(secret, key, expires);
  return `/downloads/${key}?expires=${expires}&signature=${signature}`;
}
