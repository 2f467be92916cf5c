import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from './response-cache.ts';
import { inlineScriptHashes } from './script-hashes.ts';
import { setScriptSources } from './script-sources.ts';

/*
 * Rendered storefront pages in the API's response cache (decision 014): the same LRU bound
 * by bytes, the same catalogue version and 10 s lifetime as the API's answers, so a product
 * edit drops the pages with the answers. Rendering costs ~14 ms of CPU a product page; a
 * hit should cost about what a cached API answer does, so everything a hit needs is made
 * once, when the page is stored: the CSP hashes of its inline scripts (sent instead of a
 * nonce, so the bytes never change per reply) and its gzip and brotli copies (sent as they
 * are, so nothing is compressed per reply).
 */

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The cache key of a page, from the entry's own key (its route, validated search, language
 * and region: storefront/src/lib/ssr/page-key.ts), apart from the API's URL keys.
 */
export function pageCacheKey(entryKey: string): string {
  return `page\n${entryKey}`;
}

/**
 * Only a found page the same for every shopper is kept: not an error, not `no-store`, and
 * not a 404, whose URL anyone can make up (a new one for every request) to push the pages
 * shoppers do ask for out of the cache.
 */
export function isCacheablePage(status: number, noStore: boolean): boolean {
  return status === 200 && !noStore;
}

/**
 * The page as stored, byte for byte as rendered, with its compressed copies. Its scripts
 * still carry the nonce of the first render (as does the router's `csp-nonce` meta): left,
 * not rewritten, so the page hydrates exactly as rendered; the hits' policy names the
 * scripts' hashes and never that nonce, which went to one shopper only. Compressed in
 * libuv's threads, off the event loop, at qualities a per-reply compressor could not
 * afford: it is done once per page and catalogue version.
 */
export async function storedPage(version: number, status: number, body: Buffer): Promise<Answer> {
  const html = body.toString('utf8');
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return {
    version,
    body,
    gzip: gzipped,
    page: { status, scriptHashes: inlineScriptHashes(html), brotli },
  };
}

type Encoding = 'br' | 'gzip';

/**
 * The encoding to send a stored page in: brotli, else gzip, else none, as the request's
 * `Accept-Encoding` allows (RFC 9110 §12.5.3: `q=0` refuses one, `*` stands for the others).
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/** A cache hit: the stored bytes in the encoding the shopper takes, the scripts by hash. */
export function sendStoredPage(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer & { page: NonNullable<Answer['page']> },
): FastifyReply {
  const { status, scriptHashes, brotli } = answer.page;
  setScriptSources(request, scriptHashes);
  reply.status(status).header('x-cache', 'hit');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(brotli);
  if (encoding === 'gzip' && answer.gzip) {
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}
