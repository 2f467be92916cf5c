import zlib, { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers up to this size (most cart, order and detail answers: 2–8 KB) are brotli quality 1. */
export const QUICK_BROTLI_UP_TO = 16 * 1024;

const quick = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
/**
 * Gzip for the same answers (issue 29, ninth pass): level 1, and a 16 KB window with a smaller
 * hash (what an answer of at most 16 KB can use), for half the buffers zlib allocates at each
 * answer (blocks from 16 KiB up are mapped afresh each time, scripts/run-server.sh).
 */
export const QUICK_GZIP: zlib.ZlibOptions = { level: 1, windowBits: 14, memLevel: 7 };

/**
 * Compresses the API's answers (JSON, CSV downloads) for clients that accept it: a
 * storefront listing page of 12 products is ~70 KB of JSON, ~6 KB as brotli, which is
 * what a phone on a slow connection waits for. Brotli at quality 4: built per request, so
 * speed matters more than the last bytes (the apps' files get quality 10, written once
 * by precompress.ts). Answers under 1 KB and already-encoded files are sent as they are.
 *
 * Answers up to 16 KB are compressed at once, on the event loop, at quality 1 (issue 29,
 * seventh pass): on a 7.5 KB cart answer it costs about a fifth of quality 4's CPU (~0.1 ms
 * against ~0.4–0.7 ms) for 16 % more bytes (2.3 KB against 2.0 KB), and a checkout sends
 * seven such answers. (The plugin's own bound for that inline path is 8 KB on 2 cores; above
 * it an answer went through a zlib stream.) Larger answers keep the stream and quality 4.
 *
 * Clients that take gzip but not brotli get those answers at gzip level 1 (below): node's
 * `fetch` asks brotli only over https, so the bench's shoppers (and other plain-http clients)
 * had every answer at gzip's default level 6, 3 % of a checkout's CPU in its profile.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    syncThreshold: QUICK_BROTLI_UP_TO,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlib: {
      createBrotliCompress: zlib.createBrotliCompress,
      brotliCompressSync: (payload: Buffer, options: zlib.BrotliOptions) =>
        zlib.brotliCompressSync(payload, payload.length <= QUICK_BROTLI_UP_TO ? quick : options),
      gzipSync: (payload: Buffer, options: zlib.ZlibOptions) =>
        zlib.gzipSync(payload, payload.length <= QUICK_BROTLI_UP_TO ? QUICK_GZIP : options),
    },
  });
}
