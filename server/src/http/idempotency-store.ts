import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../db/database.ts';

/*
 * The stored answers of idempotent POSTs (table `idempotency_key`, migration 0032). Time is
 * the database's `now()`, so instances whose clocks differ agree on expiry.
 */

/** How long a stored answer is replayed: a day, as long as any client retries. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/**
 * A claim older than this whose request never answered (its instance crashed) may be taken
 * over by a repeat; a request that is still running after it is not protected any more.
 */
export const STALE_CLAIM_SECONDS = 60;
/** How often an instance deletes expired rows, and at most how many at a time. */
export const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 10_000;

/**
 * What one caller may hold (server/README.md, "Idempotency-Key"): an answer whose body is
 * larger is not kept (the key is released, so a retry runs again), and past the count of
 * kept answers the caller's oldest go, as a retry comes seconds after its request. Guests
 * are callers per cart, so the callers are as many as the carts: the table as a whole is
 * bounded too, by the bytes of its kept answers.
 */
export interface IdempotencyLimits {
  /** Largest answer body kept, in bytes as serialized (before compression). */
  maxAnswerBytes: number;
  /** Most answers kept per caller; the oldest beyond it are deleted. */
  maxKeysPerCaller: number;
  /**
   * Most bytes of answer bodies kept by all callers together; past it the oldest answers
   * go, whoever's, when an instance prunes (its first claim, then one a minute).
   */
  maxTotalBytes: number;
}

export const DEFAULT_IDEMPOTENCY_LIMITS: IdempotencyLimits = {
  maxAnswerBytes: 256 * 1024,
  maxKeysPerCaller: 1000,
  maxTotalBytes: 256 * 1024 * 1024,
};

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type ClaimResult =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' };

interface Row {
  fingerprint: string;
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
}

/**
 * Claims `key` for `caller` in one statement: a new key, an expired one, or a stale claim of
 * the same request becomes this request's (`claim`); otherwise the row as it is says what
 * to answer. With `prune` (a byte budget), the statement also deletes a batch of expired
 * rows of others, and the oldest kept answers beyond the budget.
 */
export async function claimKey(
  db: Db,
  input: {
    caller: string;
    key: string;
    fingerprint: string;
    claim: string;
    prune: false | { maxTotalBytes: number };
  },
): Promise<ClaimResult> {
  const { caller, key, fingerprint, claim, prune } = input;
  // Newest first, each kept answer's bytes summed: what runs past the budget goes. Claims
  // still running keep their rows (their answer is not in yet), and this request's key is
  // left to the INSERT below (one statement must not both delete and update a row).
  const pruned = prune
    ? sql`WITH pruned AS (DELETE FROM idempotency_key WHERE (caller, key) IN (
        SELECT caller, key FROM idempotency_key
        WHERE expires_at <= now() AND NOT (caller = ${caller} AND key = ${key})
        LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)),
      over_budget AS (DELETE FROM idempotency_key WHERE (caller, key) IN (
        SELECT caller, key FROM (
          SELECT caller, key, sum(octet_length(body)) OVER (
            ORDER BY claimed_at DESC, caller, key) AS kept
          FROM idempotency_key
          WHERE status IS NOT NULL AND NOT (caller = ${caller} AND key = ${key})) newest_first
        WHERE kept > ${prune.maxTotalBytes})) `
    : sql``;
  // A row deleted between the two statements (its request failed) is claimed on the next turn.
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await executeRows<{ claim: string }>(
      db,
      sql`${pruned}INSERT INTO idempotency_key AS k
          (caller, key, fingerprint, claim, claimed_at, expires_at)
        VALUES (${caller}, ${key}, ${fingerprint}, ${claim}, now(),
          now() + make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS}))
        ON CONFLICT (caller, key) DO UPDATE SET
          fingerprint = excluded.fingerprint, claim = excluded.claim,
          claimed_at = excluded.claimed_at, expires_at = excluded.expires_at,
          status = NULL, headers = NULL, body = NULL
        WHERE k.expires_at <= now()
          OR (k.status IS NULL AND k.fingerprint = excluded.fingerprint
            AND k.claimed_at <= now() - make_interval(secs => ${STALE_CLAIM_SECONDS}))
        RETURNING k.claim`,
    );
    if (claimed[0]?.claim === claim) return { kind: 'claimed' };
    const [row] = await executeRows<Row>(
      db,
      sql`SELECT fingerprint, status, headers, body FROM idempotency_key
        WHERE caller = ${caller} AND key = ${key} AND expires_at > now()`,
    );
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status === null) return { kind: 'in_flight' };
    return {
      kind: 'replay',
      answer: { status: row.status, headers: row.headers ?? {}, body: row.body ?? '' },
    };
  }
  // Claimed and released three times over by others: as busy as a request in flight.
  return { kind: 'in_flight' };
}

/**
 * Keeps the answer of the request that holds the claim, then deletes the caller's oldest
 * kept answers beyond `maxKeysPerCaller` (claims still running are left alone).
 */
export async function storeAnswer(
  db: Db,
  input: {
    caller: string;
    key: string;
    claim: string;
    answer: StoredAnswer;
    maxKeysPerCaller: number;
  },
): Promise<void> {
  const { caller, key, claim, answer } = input;
  await db.execute(
    sql`UPDATE idempotency_key SET status = ${answer.status},
        headers = ${JSON.stringify(answer.headers)}::jsonb, body = ${answer.body}
      WHERE caller = ${caller} AND key = ${key} AND claim = ${claim}`,
  );
  // The primary key (caller, key) finds the caller's rows: at most the limit and the few
  // running, sorted here.
  await db.execute(
    sql`DELETE FROM idempotency_key WHERE (caller, key) IN (
        SELECT caller, key FROM idempotency_key
        WHERE caller = ${caller} AND status IS NOT NULL
        ORDER BY claimed_at DESC, key OFFSET ${input.maxKeysPerCaller}
        FOR UPDATE SKIP LOCKED)`,
  );
}

/** Gives the key back (the request failed in a way a retry may fix): a repeat runs again. */
export async function releaseKey(
  db: Db,
  input: { caller: string; key: string; claim: string },
): Promise<void> {
  await db.execute(
    sql`DELETE FROM idempotency_key
      WHERE caller = ${input.caller} AND key = ${input.key} AND claim = ${input.claim}`,
  );
}
