import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestAbortAsyncHookHandler,
  onRequestAsyncHookHandler,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import { type Db, executeRows } from '../db/database.ts';
import { port } from '../domains/port.ts';
import { publishableKeyOf } from '../domains/settings/index.ts';

/*
 * Anonymous store catalogue reads served from memory (issue 4: the product list at
 * thousands of requests per second). An answer is kept per URL and publishable key (whose
 * sales channels scope it, issue 22), and only while the catalogue version it was computed
 * at is current:
 *
 * - every successful admin write (revoking a publishable key or changing its channels
 *   included), the store writes that move stock, and every finished batch job bump the
 *   version in the database (`cache_version`), and the instance that bumped drops its
 *   answers at once;
 * - other instances read the version at most once a second, so they follow within a
 *   second; stock that changes without a bump (a reservation made by a checkout on another
 *   path) is bounded by the answers' 10 s lifetime.
 *
 * A product or variant read priced for a cart (`cart_id`) or for a signed-in customer is kept
 * under its pricing context instead of the cart or the customer: the cart's region and the
 * groups of the customer whose price lists apply (pricingKeyOf), read at each request with
 * one or two small indexed statements, so a cart that changes region or customer, or a
 * customer who joins a group, gets the other context's answer at once; price lists,
 * groups' lists and regions change by admin writes, which bump the version. An unknown
 * cart is never answered from the cache (the read answers its 404).
 *
 * The request's credentials are checked first (the operation's auth hook runs before this
 * one, and keeps a session alive as on any request): a session that ended, a cookie of no
 * session and any other cookie leave the request anonymous, as they leave the handler.
 * The other cached reads answer the same to everyone.
 */

export const CACHED_OPERATIONS: ReadonlySet<string> = new Set([
  'StoreListProducts',
  'StoreGetProduct',
  'StoreListVariants',
  'StoreGetVariant',
  'StoreListCollections',
  'StoreGetCollection',
  'StoreListProductCategories',
  'StoreGetProductCategory',
  'StoreListProductTags',
  'StoreListProductTypes',
  'StoreListRegions',
  'StoreGetRegion',
]);

/** Cached reads whose prices a `cart_id` sets (products/context.ts `priceOptions`). */
export const CART_PRICED_OPERATIONS: ReadonlySet<string> = new Set([
  'StoreListProducts',
  'StoreGetProduct',
  'StoreListVariants',
  'StoreGetVariant',
]);

/**
 * The pricing context of a read as a string (catalog's `readPricingKey`): of the cart when
 * there is one (undefined for an unknown cart), else of the signed-in customer's groups. A
 * port, provided by domains/ports.ts: the catalogue imports this file.
 */
export const pricingKeyOf =
  port<
    (db: Db, cartId: string | undefined, signedIn: string | null) => Promise<string | undefined>
  >('pricingKeyOf');

/** The contract's longest `cart_id`: a longer one is the validation's 400, never a lookup. */
const MAX_CART_ID_LENGTH = 100;

/** Store writes that change what the catalogue reads show (stock, prices of an edit). */
export const CATALOG_STORE_WRITES: ReadonlySet<string> = new Set([
  'StoreCompleteCart',
  'StoreCompleteOrderEdit',
  'StoreCreateSwap',
]);

/** How long an answer may be served, at most, whatever the version says. */
export const ANSWER_TTL_MS = 10_000;
/** How often an instance reads the version another instance may have bumped. */
export const VERSION_CHECK_MS = 1_000;
/**
 * How many bytes of answers one database's cache keeps by default (`RESPONSE_CACHE_MAX_BYTES`);
 * the least recently used go first past it. The demo store's catalogue reads take a few
 * hundred KB; a large catalogue's pages fill it and cycle rather than grow the process.
 */
export const DEFAULT_RESPONSE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** `RESPONSE_CACHE_MAX_BYTES` (checked at start by settings/settings.ts), else the default. */
export function responseCacheMaxBytesFromEnv(value: string | undefined): number {
  const bytes = Number(value);
  return value && Number.isSafeInteger(bytes) && bytes > 0
    ? bytes
    : DEFAULT_RESPONSE_CACHE_MAX_BYTES;
}

/** What an answer costs in the budget: its bytes, room for its gzipped copy, its key. */
export function answerSize(answer: Answer, key: string): number {
  // An API answer's gzipped copy is made on the first hit that takes gzip (JSON compresses
  // about tenfold); a rendered page comes with its compressed copies.
  const compressed = answer.page
    ? (answer.gzip?.length ?? 0) + answer.page.brotli.length
    : Math.ceil(answer.body.length * 0.2);
  return answer.body.length + compressed + key.length + 64;
}

export interface Answer {
  version: number;
  body: Buffer;
  /** The body gzipped, made the first time a client that accepts gzip asks. */
  gzip?: Buffer;
  /** A server-rendered storefront page (storefront-page-cache.ts), with what it is sent with. */
  page?: StoredPageFacts;
}

/** What a cached storefront page needs besides its bytes. */
export interface StoredPageFacts {
  status: number;
  /** CSP hash sources of its inline scripts (script-hashes.ts). */
  scriptHashes: readonly string[];
  brotli: Buffer;
}

interface CacheState {
  key: string;
  version: number;
  hit: boolean;
  /** Set when this request computes the answer others with the same key wait for. */
  release?: () => void;
  /** A priced read: what it was keyed under, checked again before its answer is kept. */
  pricedFor?: PricedFor;
}

/** A cart-priced or signed-in read: its cart, its customer and the context they gave. */
interface PricedFor {
  cartId: string | undefined;
  signedIn: string | null;
  pricing: string;
}

/** How long a request waits for another computing the same answer before doing it itself. */
const WAIT_FOR_SAME_MS = 2_000;

declare module 'fastify' {
  interface FastifyRequest {
    responseCache?: CacheState;
  }
}

/** The answers and the last known version of one database (shared by the apps on it). */
export class ResponseCache {
  private readonly answers: LRUCache<string, Answer>;
  /** Answers being computed, so concurrent misses of one key compute it once. */
  private readonly computing = new Map<string, Promise<void>>();
  private version = -1;
  private checkedAt = 0;
  private checking: Promise<number> | undefined;

  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: { now?: () => number; maxBytes?: number } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.answers = new LRUCache<string, Answer>({
      maxSize: options.maxBytes ?? DEFAULT_RESPONSE_CACHE_MAX_BYTES,
      sizeCalculation: answerSize,
      ttl: ANSWER_TTL_MS,
    });
  }

  /** The catalogue version, read from the database when the last read is over a second old. */
  async currentVersion(): Promise<number> {
    if (this.now() - this.checkedAt < VERSION_CHECK_MS) return this.version;
    // One read at a time: the requests arriving meanwhile share it.
    this.checking ??= this.readVersion().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async readVersion(): Promise<number> {
    const rows = await executeRows<{ version: string | number }>(
      this.db,
      sql`SELECT version FROM cache_version WHERE name = 'catalog'`,
    );
    this.observe(Number(rows[0]?.version ?? 0));
    return this.version;
  }

  /** Marks the catalogue changed, for every instance; this one forgets its answers now. */
  async bump(): Promise<void> {
    const rows = await executeRows<{ version: string | number }>(
      this.db,
      sql`UPDATE cache_version SET version = version + 1 WHERE name = 'catalog' RETURNING version`,
    );
    this.observe(Number(rows[0]?.version ?? this.version + 1));
  }

  private observe(version: number): void {
    if (version !== this.version) this.answers.clear();
    this.version = version;
    this.checkedAt = this.now();
  }

  /**
   * Claims the computation of `key`, or waits (bounded) for the request that has. Returns
   * the function to call when done, or undefined when another request computed it.
   */
  async claim(key: string): Promise<(() => void) | undefined> {
    const running = this.computing.get(key);
    if (running) {
      await Promise.race([
        running,
        new Promise((resolve) => setTimeout(resolve, WAIT_FOR_SAME_MS)),
      ]);
      return undefined;
    }
    let done!: () => void;
    this.computing.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    return () => {
      this.computing.delete(key);
      done();
    };
  }

  get(key: string, version: number): Answer | undefined {
    const answer = this.answers.get(key);
    return answer && answer.version === version ? answer : undefined;
  }

  set(key: string, version: number, body: string): void {
    this.store(key, { version, body: Buffer.from(body) });
  }

  /** Keeps a whole answer, e.g. a rendered page with its compressed copies. */
  store(key: string, answer: Answer): void {
    // An answer computed before a bump this instance has since seen is already stale.
    if (answer.version === this.version) this.answers.set(key, answer);
  }
}

const caches = new WeakMap<Db, ResponseCache>();

/** The cache of a database: apps built on the same one share it, as they share its data. */
export function responseCacheOf(db: Db): ResponseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResponseCache(db, {
      maxBytes: responseCacheMaxBytesFromEnv(process.env.RESPONSE_CACHE_MAX_BYTES),
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The URL and the publishable key, read as the handlers read it (publishableKeyOf), so the
 * cache and the channel scoping never disagree on whose answer it is. A revoked key's
 * answers go with the version its revocation bumps (at once on the instance that revoked
 * it, within VERSION_CHECK_MS on the others). Undefined: not from the cache.
 */
async function cacheKey(
  request: FastifyRequest,
  db: Db,
): Promise<{ key: string; pricedFor?: PricedFor } | undefined> {
  const publishableKey = publishableKeyOf(request.headers) ?? '';
  // The parsed query, as the handler reads it: `cart%5Fid` is a cart too.
  const { cart_id: cartId, ...rest } = (request.query ?? {}) as Record<string, unknown>;
  const operationId = request.routeOptions.config.operationId;
  const priced = operationId !== undefined && CART_PRICED_OPERATIONS.has(operationId);
  // As the handlers read it (products/context.ts `signedInCustomer`).
  const signedIn = request.principal?.actor === 'customer' ? request.principal.id : null;
  if (cartId === undefined && (!priced || signedIn === null))
    return { key: `${request.url}\n${publishableKey}` };
  if (!priced) return undefined;
  if (cartId !== undefined) {
    if (typeof cartId !== 'string' || !cartId || cartId.length > MAX_CART_ID_LENGTH)
      return undefined;
  }
  const pricing = await pricingKeyOf.get()(db, cartId, signedIn);
  if (!pricing) return undefined;
  // The handler sees the path and the parsed query; the cart and the customer only
  // through `pricing`.
  const path = request.url.split('?', 1)[0];
  return {
    key: `priced\n${path}\n${JSON.stringify(rest)}\n${publishableKey}\n${pricing}`,
    pricedFor: { cartId, signedIn, pricing },
  };
}

/** Serves a cached answer, or notes the key and version to store the answer under. */
export const serveFromCache: onRequestAsyncHookHandler = async function (request, reply) {
  const keyed = await cacheKey(request, this.db);
  if (!keyed) return;
  const { key, pricedFor } = keyed;
  const cache = responseCacheOf(this.db);
  const version = await cache.currentVersion();
  let answer = cache.get(key, version);
  let release: (() => void) | undefined;
  if (!answer) {
    // After a bump many requests miss at once; one computes, the others take its answer.
    release = await cache.claim(key);
    if (!release) answer = cache.get(key, version);
  }
  request.responseCache = {
    key,
    version,
    hit: answer !== undefined,
    ...(release ? { release } : {}),
    ...(pricedFor ? { pricedFor } : {}),
  };
  if (!answer) return;
  // Kept as bytes, so a hit costs no JSON work and no string encoding; gzipped once for
  // the clients that accept it (every browser does), which sends a tenth of the bytes.
  reply.header('x-cache', 'hit').header('vary', 'accept-encoding');
  reply.type('application/json; charset=utf-8');
  if (acceptsGzip(request)) {
    answer.gzip ??= gzipSync(answer.body);
    reply.header('content-encoding', 'gzip').send(answer.gzip);
  } else reply.send(answer.body);
  return reply;
};

function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b(?!;q=0(\.0*)?(,|$))/.test(accepted);
}

/** Keeps a successful answer for the next request with the same key. */
export const storeInCache: onSendAsyncHookHandler<unknown> = async function (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const state = request.responseCache;
  if (!state || state.hit) return payload;
  reply.header('x-cache', 'miss').header('vary', 'accept-encoding');
  if (
    reply.statusCode === 200 &&
    typeof payload === 'string' &&
    (await stillPriced(this.db, state))
  ) {
    responseCacheOf(this.db).set(state.key, state.version, payload);
  }
  return payload;
};

/**
 * Whether a priced answer still belongs to the context it was keyed under: the cart may have
 * changed region or customer between the key and the handler's own read of it.
 */
async function stillPriced(db: Db, state: CacheState): Promise<boolean> {
  if (!state.pricedFor) return true;
  const { cartId, signedIn, pricing } = state.pricedFor;
  // The answer is sent either way; a failed check only leaves it out of the cache.
  const now = await pricingKeyOf
    .get()(db, cartId, signedIn)
    .catch(() => undefined);
  return now === pricing;
}

/** Lets the requests waiting for this one's answer go on, whatever the outcome. */
export const releaseCache: onResponseAsyncHookHandler = async (request) => release(request);

/** The same for a request the client gave up on before its answer was sent. */
export const releaseAbortedCache: onRequestAbortAsyncHookHandler = async (request) =>
  release(request);

function release(request: FastifyRequest): void {
  request.responseCache?.release?.();
}

/** After a successful catalogue write, before the answer leaves: the next read sees it. */
export const bumpOnWrite: onSendAsyncHookHandler<unknown> = async function (
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  if (reply.statusCode < 400) await responseCacheOf(this.db).bump();
  return payload;
};

/** Whether a write operation can change what the cached reads answer. */
export function changesCatalog(operationId: string, method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  return url.startsWith('/admin/') || CATALOG_STORE_WRITES.has(operationId);
}
