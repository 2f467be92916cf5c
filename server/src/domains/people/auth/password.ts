import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * Password hashing with scrypt (node:crypto), asynchronous so that the libuv thread pool,
 * not the event loop, does the work. The stored form names its parameters:
 * `scrypt$N$r$p$<salt base64url>$<key base64url>`, so a hash of any cost verifies, and
 * `passwordNeedsRehash` tells the sign-in to store a hash of the current cost instead.
 *
 * The cost is OWASP's minimum for scrypt (Password Storage Cheat Sheet):
 * N = 2^17, r = 8, p = 1, which needs 128 MiB per hash. Until issue 22 it was N = 2^14;
 * such hashes still verify and are replaced at the next sign-in.
 */

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const PRODUCTION: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
// Stored hashes are ours, but a damaged one must not make a sign-in allocate gigabytes.
const MAX_MEMORY = 256 * 1024 * 1024;

/** Parameters scrypt runs with in at most MAX_MEMORY (scrypt needs about 128 * N * r bytes). */
function usable({ N, r, p }: ScryptParams): boolean {
  const powerOfTwo = Number.isInteger(N) && N >= 2 ** 10 && (N & (N - 1)) === 0;
  const small = (n: number) => Number.isInteger(n) && n >= 1 && n <= 16;
  return powerOfTwo && small(r) && small(p) && 128 * N * r <= MAX_MEMORY;
}

/**
 * The cost new hashes get. `PASSWORD_SCRYPT_N` lowers it for the test suite only
 * (vitest.config.ts), where every user and customer a test creates would otherwise cost
 * about a second; a deployment never sets it. Read on every call, so that a test can
 * change it with `vi.stubEnv`.
 */
function currentParams(): ScryptParams {
  const configured = process.env.PASSWORD_SCRYPT_N;
  if (configured === undefined || configured === '') return PRODUCTION;
  const params = { ...PRODUCTION, N: Number(configured) };
  if (!usable(params)) {
    throw new Error(
      `PASSWORD_SCRYPT_N must be a power of two from 2^10 to 2^18, got ${configured}`,
    );
  }
  return params;
}

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      // Node refuses to run when scrypt's memory, about 128 * N * r bytes, exceeds maxmem
      // (32 MiB by default); twice that leaves room for the rest of its buffers.
      { N, r, p, maxmem: 2 * 128 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function format({ N, r, p }: ScryptParams, salt: Buffer, key: Buffer): string {
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): StoredHash | undefined {
  const [scheme, N, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined || rest.length > 0) {
    return undefined;
  }
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (!usable(params)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function hashPassword(password: string): Promise<string> {
  const params = currentParams();
  const salt = randomBytes(16);
  return format(params, salt, await derive(password, salt, params));
}

/** Constant-time check of `password` against a stored hash; a missing hash never matches. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  // An unknown account costs a hash of the current cost too, so that a wrong email takes
  // as long as a wrong password.
  const parsed = stored ? parse(stored) : undefined;
  const { params, salt, key } = parsed ?? {
    params: currentParams(),
    salt: randomBytes(16),
    key: randomBytes(KEY_LENGTH),
  };
  const actual = await derive(password, salt, params);
  return parsed !== undefined && actual.length === key.length && timingSafeEqual(actual, key);
}

/**
 * Whether a hash that just verified should be replaced by one of the current cost: it is
 * cheaper, or made with other r, p or key length. A costlier one is kept (never lower it).
 */
export function passwordNeedsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const current = currentParams();
  return (
    parsed.params.N < current.N ||
    parsed.params.r !== current.r ||
    parsed.params.p !== current.p ||
    parsed.key.length !== KEY_LENGTH
  );
}

/** A random secret for a link or header (invite, password reset, API token). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as SHA-256: they carry 256 random bits (or, for API tokens, are looked
 * up by value), so a fast hash suffices and a database leak reveals none of them.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
