import type { FastifyRequest } from 'fastify';

/*
 * The inline scripts a server-rendered storefront page may run (issue 23): the `'nonce-…'`
 * it was rendered with, or the `'sha256-…'` hashes of its scripts when it comes from the
 * page cache. storefront-page-ssr.ts sets them per request; security-headers.ts writes them
 * into that page's script-src.
 */
const scriptSources = new WeakMap<FastifyRequest, readonly string[]>();

export function setScriptSources(request: FastifyRequest, sources: readonly string[]): void {
  scriptSources.set(request, sources);
}

/** Forgets them, e.g. when the page is replaced by the plain error page, which has no script. */
export function clearScriptSources(request: FastifyRequest): void {
  scriptSources.delete(request);
}

export function scriptSourcesOf(request: FastifyRequest): readonly string[] | undefined {
  return scriptSources.get(request);
}
