import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the API's answers (JSON, CSV downloads) for clients that accept it: a
 * storefront listing page of 12 products is ~70 KB of JSON, ~6 KB as brotli, which is
 * what a phone on a slow connection waits for. Brotli at quality 4: built per request, so
 * speed matters more than the last bytes (the apps' files get quality 10, written once
 * by precompress.ts). Answers under 1 KB and already-encoded files are sent as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
