import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { innerRequests } from './inner-requests.ts';
import { publicOrigin } from './public-url.ts';
import { type ResponseCache, responseCacheOf } from './response-cache.ts';
import { clearScriptSources, setScriptSources } from './script-sources.ts';
import type { StorefrontConfig } from './storefront-config.ts';
import { type LoadedStorefront, loadStorefrontEntry } from './storefront-entry.ts';
import {
  isCacheablePage,
  pageCacheKey,
  sendStoredPage,
  storedPage,
} from './storefront-page-cache.ts';

/*
 * The storefront rendered on the server by TanStack Router, inside this process (issue 23,
 * decision 014). Each page request becomes a fetch `Request`; the storefront's entry renders
 * it (its loaders read the API in-process, inner-requests.ts), and the streamed `Response`
 * is piped into the reply, which @fastify/compress compresses like any other. A copy is kept
 * in the page cache (storefront-page-cache.ts) for the next shoppers asking for the same
 * page: the entry's `pageKey` says which requests get the same page.
 */

export interface StorefrontRenderer {
  render(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The renderer of a storefront built for server rendering, or nothing for a browser-only one.
 * `config` (storefront-config.ts): with an `apiUrl`, the pages read that API over HTTP
 * instead of this server's routes in-process.
 */
export async function loadStorefrontRenderer(
  app: FastifyInstance,
  storefrontDir: string,
  config: StorefrontConfig = {},
): Promise<StorefrontRenderer | undefined> {
  const storefront = await loadStorefrontEntry(storefrontDir);
  if (!storefront) return undefined;
  // Another backend's catalogue changes without this server's version bump, so a kept page
  // could show old prices for as long as the version lasts: such pages are not kept.
  const pages = config.apiUrl ? undefined : responseCacheOf(app.db);
  const regions = regionsReader(app, storefront.entry.regionsPath);
  const api = config.apiUrl
    ? remoteApi()
    : (request: FastifyRequest) => innerRequests(app, request);
  return {
    render: (request, reply) =>
      renderPage({ storefront, pages, regionsAt: regions, api, config }, request, reply),
  };
}

/** How long a page waits for another backend's answer before it is shown as failed. */
const REMOTE_API_TIMEOUT_MS = 10_000;

/**
 * The API on another origin (`STOREFRONT_API_URL`), over HTTP: the page's reads are
 * anonymous like the in-process ones (the entry's client holds no cookie or token).
 */
function remoteApi(): (page: FastifyRequest) => (request: Request) => Promise<Response> {
  return () => (request) =>
    fetch(request, {
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(REMOTE_API_TIMEOUT_MS)]),
    });
}

interface Renderer {
  storefront: LoadedStorefront;
  /** The page cache; none when the pages are not kept. */
  pages: ResponseCache | undefined;
  regionsAt: RegionsAt;
  api: (page: FastifyRequest) => (request: Request) => Promise<Response>;
  config: StorefrontConfig;
}

type RegionsAt = (version: number, request: FastifyRequest) => Promise<unknown[] | undefined>;

/**
 * The store's regions at a catalogue version, which page keys check the region cookie
 * against: read once per version (an admin's region change bumps it), through the API like
 * the pages' own read. Undefined when the read fails: then no page with a region cookie is
 * kept until it works.
 */
function regionsReader(app: FastifyInstance, regionsPath: string): RegionsAt {
  let last: { version: number; regions: Promise<unknown[] | undefined> } | undefined;
  return (version, request) => {
    if (last?.version !== version) {
      const read = async () => {
        const answer = await innerRequests(
          app,
          request,
        )(new Request(new URL(regionsPath, 'http://localhost')));
        if (!answer.ok) return undefined;
        const { regions } = (await answer.json()) as { regions?: unknown };
        return Array.isArray(regions) ? regions : undefined;
      };
      const regions = read().catch(() => undefined);
      last = { version, regions };
      // A failed read is tried again by the next page, not kept for the whole version.
      void regions.then((found) => {
        if (!found && last?.regions === regions) last = undefined;
      });
    }
    return last.regions;
  };
}

async function renderPage(
  { storefront, pages, regionsAt, api, config }: Renderer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { entry, manifest, localesDir } = storefront;
  const origin = publicOrigin(request);
  const closed = closedSignal(reply);
  const page = webRequest(request, origin, closed);
  const version = pages ? await pages.currentVersion() : 0;
  const pageKey = pages ? entry.pageKey(page, await regionsAt(version, request)) : undefined;
  const key = pageKey === undefined ? undefined : pageCacheKey(pageKey);
  let cached = key === undefined ? undefined : pages?.get(key, version);
  let release: (() => void) | undefined;
  if (pages && key !== undefined && !cached) {
    // After a bump many shoppers miss at once; one renders, the others take its page.
    release = await pages.claim(key);
    if (!release) cached = pages.get(key, version);
  }
  setPageHeaders(reply, 'private, no-cache');
  if (cached?.page) return sendStoredPage(request, reply, { ...cached, page: cached.page });

  const nonce = randomBytes(16).toString('base64');
  let response: Response;
  try {
    const server = { api: api(request), localesDir, manifest, origin, config };
    response = await entry.renderPage(page, server, nonce);
  } catch (error) {
    release?.();
    return sendRenderError(request, reply, error);
  }
  const { status } = response;
  // The router's error component was rendered: the shopper gets it, the log the failure.
  if (status >= 500) request.log.error({ url: request.url, status }, 'storefront page failed');
  const noStore = /\bno-store\b/i.test(response.headers.get('cache-control') ?? '');
  setScriptSources(request, [`'nonce-${nonce}'`]);
  reply.status(status).header('x-cache', 'miss');
  if (noStore) reply.header('cache-control', 'private, no-store');
  const location = response.headers.get('location');
  if (location) reply.header('location', location);
  if (!response.body) {
    release?.();
    return reply.send('');
  }
  let toShopper = response.body;
  if (pages && key !== undefined && isCacheablePage(status, noStore)) {
    const [shopper, copy] = response.body.tee();
    toShopper = shopper;
    keepPage(copy, closed)
      .then(async (html) => {
        if (html) pages.store(key, await storedPage(version, status, html));
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'page not cached'))
      .finally(() => release?.());
  } else release?.();
  return reply.send(Readable.fromWeb(toShopper as WebReadableStream<Uint8Array>));
}

/** Headers of every storefront page, rendered or cached. */
function setPageHeaders(reply: FastifyReply, cacheControl: string): void {
  reply
    .type('text/html; charset=utf-8')
    // The same for every shopper with this language and region, but shared caches do not
    // key by the cookie: private, and revalidated each time (prices change).
    .header('cache-control', cacheControl)
    .header('vary', 'cookie, accept-language, accept-encoding');
}

/**
 * The whole page from the copy of the stream, or nothing if the shopper left before it was
 * done: then the render is aborted, and the copy must be cancelled too, else the tee would
 * keep the render going for the cache alone.
 */
async function keepPage(
  copy: ReadableStream<Uint8Array>,
  closed: AbortSignal,
): Promise<Buffer | undefined> {
  const reader = copy.getReader();
  const cancel = () => void reader.cancel(closed.reason).catch(() => undefined);
  closed.addEventListener('abort', cancel, { once: true });
  const chunks: Uint8Array[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
  } finally {
    closed.removeEventListener('abort', cancel);
  }
  return closed.aborted ? undefined : Buffer.concat(chunks);
}

const ERROR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>' +
  '<body><h1>Something went wrong</h1><p>This page could not be shown. Please try again in a moment.</p></body></html>';

/** A render that threw before its first byte: logged, and a plain page without scripts. */
function sendRenderError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  request.log.error({ err: error, url: request.url }, 'storefront page could not be rendered');
  clearScriptSources(request);
  return reply
    .status(500)
    .header('cache-control', 'private, no-store')
    .header('x-cache', 'miss')
    .send(ERROR_PAGE);
}

/**
 * Aborted when the reply's connection closes before the page was sent (the shopper left):
 * the entry's `Request.signal`, which stops the render and its loaders.
 */
function closedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the shopper left'));
  });
  return controller.signal;
}

/**
 * The page request as the fetch `Request` TanStack Router's handler takes: only what a
 * page may depend on (the region and language cookies, the languages, the user agent,
 * which decides whether a bot gets the whole page before the first byte).
 */
function webRequest(request: FastifyRequest, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(request.url, origin), { headers, signal });
}
