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

// Random bytes drawn 4 KiB at a time: one `randomBytes(16)` per millisecond cost about 30 µs
// an id under load (2 % of node's CPU in a checkout, issue 29), a slice of a pool next to none.
const POOL_BYTES = 4096;
let pool = randomBytes(POOL_BYTES);
let poolOffset = 0;

function randomDigits(): number[] {
  if (poolOffset + 16 > POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const digits = new Array<number>(16);
  for (let i = 0; i < 16; i++) digits[i] = (pool[poolOffset + i] ?? 0) % 32;
  poolOffset += 16;
  return digits;
}

/** Adds one to base-32 digits in place (the random part never overflows in practice). */
function increment(digits: number[]): void {
  for (let i = digits.length - 1; i >= 0; i--) {
    const digit = digits[i] ?? 0;
    if (digit < 31) {
      digits[i] = digit + 1;
      return;
    }
    digits[i] = 0;
  }
}

let lastMs = 0;
let lastDigits = randomDigits();

/**
 * Within one process, ids are strictly increasing (monotonic ULIDs): rows made in the same
 * millisecond, such as a cart's lines inserted by one request (whose created_at is the
 * transaction's time), still sort in the order they were made.
 */
/** The 26-character sortable part of an id (also a unique, sortable upload key). */
export function ulid(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    lastDigits = randomDigits();
  } else {
    increment(lastDigits);
  }
  let random = '';
  for (const digit of lastDigits) random += ALPHABET[digit];
  return `${encodeTime(lastMs)}${random}`;
}

export function newId(prefix: string): string {
  return `${prefix}_${ulid()}`;
}
