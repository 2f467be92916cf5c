import { randomBytes } from 'node:crypto';

/*
 * Ids of api-conventions.md: a resource prefix and a sortable unique part. The part is a
 * ULID (Crockford base32: 10 characters of milliseconds, then 16 random ones), so ids sort
 * by creation time across server instances without coordination.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function encodeTime(ms: number): string {
  let out = '';
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[ms % 32] + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

function encodeRandom(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % 32];
  return out;
}

export function newId(prefix: string): string {
  return `${prefix}_${encodeTime(Date.now())}${encodeRandom()}`;
}
