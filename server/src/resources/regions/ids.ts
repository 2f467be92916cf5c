import { randomBytes } from 'node:crypto';

/*
 * Ids of api-conventions.md, Shapes: a resource prefix and a sortable unique part. The part
 * is a ULID (Crockford base 32: 10 characters of milliseconds, 16 of randomness), so ids
 * created later sort after earlier ones across instances to the millisecond.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function ulid(now: number = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  let random = '';
  for (const byte of randomBytes(16)) random += ALPHABET[byte % 32];
  return time + random;
}

export function generateId(prefix: string): string {
  return `${prefix}_${ulid()}`;
}
