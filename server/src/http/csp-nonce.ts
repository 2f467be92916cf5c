import type { FastifyRequest } from 'fastify';

/*
 * Spike (issue 23): the nonce of a server-rendered page's inline scripts (TanStack Router's
 * hydration data and bootstrap), which security-headers.ts adds to that page's policy.
 */
const nonces = new WeakMap<FastifyRequest, string>();

export function setScriptNonce(request: FastifyRequest, nonce: string): void {
  nonces.set(request, nonce);
}

export function scriptNonceOf(request: FastifyRequest): string | undefined {
  return nonces.get(request);
}
