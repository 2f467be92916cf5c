import { createHash, randomUUID } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { readSessionCookies } from '../domains/people/index.ts';
import { errors } from '../errors.ts';
import {
  claimKey,
  DEFAULT_IDEMPOTENCY_LIMITS,
  type IdempotencyLimits,
  PRUNE_EVERY_MS,
  releaseKey,
  type StoredAnswer,
  storeAnswer,
} from './idempotency-store.ts';
import type { OperationSpec } from './spec.ts';

/*
 * Idempotent POSTs (issue 24; specification sections 8 and 9: a client with retries sends
 * one `Idempotency-Key` per POST and repeats it on every retry). Every POST that changes
 * state (those that list a 409 in the contract) honours the header:
 *
 * - the first request with a key claims it (a row in `idempotency_key`) and runs;
 * - its answer (status, body, content type) is kept for the caller, so a repeat gets it
 *   again, marked `Idempotent-Replayed: true`, without running the handler;
 * - a repeat while the first still runs answers 409 (the client's retry rule retries it);
 * - the key with another method, path or body answers 422; a malformed key 400;
 * - answers a retry may change (409, 429, 5xx) are not kept: the key is released;
 * - nor are answers over `maxAnswerBytes`, and a caller keeps at most `maxKeysPerCaller`
 *   answers, the oldest going first (idempotency-store.ts, IdempotencyLimits).
 *
 * The caller is part of the key, so no one reads another caller's answer by guessing a key,
 * and no caller's many keys evict another's answers (callerOf).
 */

/** `Idempotency-Key` values: 1 to 255 printable ASCII characters (openapi/ README, Limits). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

export const REPLAYED_HEADER = 'idempotent-replayed';

/** The headers of an answer that are kept with it (never cookies: they are credentials). */
const KEPT_HEADERS = ['content-type'];

interface Claim {
  caller: string;
  key: string;
  claim: string;
  /**
   * Cleared once the answer is kept or the key released. A request that never answers
   * (its instance stopped) leaves its claim to be taken over after STALE_CLAIM_SECONDS.
   */
  pending: boolean;
}

const claims = new WeakMap<FastifyRequest, Claim>();
/** Requests answered from a stored answer: their onSend keeps nothing. */
const replays = new WeakSet<FastifyRequest>();

/** Whether an operation honours `Idempotency-Key`: a POST that lists a 409 answer. */
export function isIdempotentOperation(spec: OperationSpec): boolean {
  return spec.method === 'POST' && Object.hasOwn(spec.operation.responses ?? {}, '409');
}

/** The routes of one cart (`/store/carts/{id}` and below): a guest's cart id names them. */
const CART_ROUTE = /^\/store\/carts\/:id(?:\/|$)/;

/**
 * Whose answers the key is kept among: the signed-in customer or user, else, for a guest,
 * something of their own that no one else shares with them (server/README.md,
 * "Idempotency-Key"): the cart in the path (its id is the guest's credential for it), else
 * their session cookie (hashed: it is a credential), else their address as the rate limits
 * see it (`request.ip`, TRUST_PROXY). Guests once shared one caller, so one sending many
 * keys evicted every other guest's answers (the bound per caller), and their retries ran
 * twice.
 */
function callerOf(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal) return `${principal.actor}:${principal.id}`;
  const { id } = (request.params ?? {}) as { id?: unknown };
  if (typeof id === 'string' && CART_ROUTE.test(request.routeOptions.url ?? '')) {
    return `guest-cart:${id}`;
  }
  const cookies = readSessionCookies(request);
  if (cookies.length > 0) {
    return `guest-session:${createHash('sha256').update(cookies.join(';')).digest('base64url')}`;
  }
  return `guest-address:${request.ip}`;
}

/** What the key was used for: a hash of the method, the URL and the parsed body. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/** Answers a 409, a 429 or a 5xx: a retry may be answered otherwise, so nothing is kept. */
function mayChangeOnRetry(status: number): boolean {
  return status === 409 || status === 429 || status >= 500;
}

/**
 * The two hooks of an idempotent route. `claimIdempotencyKey` runs in preValidation
 * (after authentication and body parsing, so the caller and body are known; before the
 * contract's validation, so a malformed key gets its own code).
 */
export function idempotencyHooks(limits: Partial<IdempotencyLimits> = {}): {
  preValidation: preValidationAsyncHookHandler;
  onSend: onSendAsyncHookHandler<unknown>;
} {
  const { maxAnswerBytes, maxKeysPerCaller, maxTotalBytes } = {
    ...DEFAULT_IDEMPOTENCY_LIMITS,
    ...limits,
  };
  const pruning = { last: 0 };

  const preValidation: preValidationAsyncHookHandler = async function claimIdempotencyKey(
    request,
    reply,
  ) {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    // Multipart uploads are read by their handlers, after this: their body cannot be
    // compared, so they are not replayed.
    if (request.isMultipart()) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw errors.idempotencyKeyInvalid();
    }
    const now = Date.now();
    const prune = now - pruning.last >= PRUNE_EVERY_MS;
    if (prune) pruning.last = now;
    const claim: Claim = {
      caller: callerOf(request),
      key: header,
      claim: randomUUID(),
      pending: true,
    };
    const result = await claimKey(this.db, {
      ...claim,
      fingerprint: fingerprintOf(request),
      prune: prune && { maxTotalBytes },
    });
    if (result.kind === 'claimed') {
      claims.set(request, claim);
      return;
    }
    if (result.kind === 'in_flight') throw errors.idempotencyKeyInFlight();
    if (result.kind === 'mismatch') throw errors.idempotencyKeyReused();
    replays.add(request);
    const { status, headers, body } = result.answer;
    reply.code(status).headers(headers).header(REPLAYED_HEADER, 'true');
    return reply.send(body);
  };

  const onSend: onSendAsyncHookHandler<unknown> = async function keepIdempotentAnswer(
    request,
    reply,
    payload,
  ) {
    const claim = claims.get(request);
    if (!claim?.pending || replays.has(request)) return payload;
    claim.pending = false;
    const status = reply.statusCode;
    try {
      if (
        mayChangeOnRetry(status) ||
        typeof payload !== 'string' ||
        Buffer.byteLength(payload) > maxAnswerBytes
      ) {
        await releaseKey(this.db, claim);
      } else {
        const answer: StoredAnswer = { status, headers: keptHeaders(reply), body: payload };
        await storeAnswer(this.db, { ...claim, answer, maxKeysPerCaller });
      }
    } catch (error) {
      // The work is done and its answer goes out; a repeat answers 409 until the claim is
      // stale (STALE_CLAIM_SECONDS), then runs again.
      request.log.warn({ err: error }, 'idempotent answer not kept');
    }
    return payload;
  };

  return { preValidation, onSend };
}
