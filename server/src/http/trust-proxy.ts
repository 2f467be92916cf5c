import type { FastifyServerOptions } from 'fastify';

export type TrustProxy = NonNullable<FastifyServerOptions['trustProxy']>;

/**
 * `TRUST_PROXY`: which proxies in front of the server to believe about the client. With it,
 * Fastify takes `request.protocol`, `request.host` and `request.ip` from X-Forwarded-Proto,
 * -Host and -For, so HSTS and Secure cookies follow a TLS-terminating proxy, and rate limits
 * count clients rather than the proxy. Unset (the default) trusts no one: a server reached
 * directly must not let any client claim to be https or another address.
 *
 *   TRUST_PROXY=true                      every hop (only if nothing reaches the server directly)
 *   TRUST_PROXY=1                         the nearest hop (one load balancer)
 *   TRUST_PROXY=10.0.0.0/8,127.0.0.1      those addresses (proxy-addr's names: loopback, …)
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) {
    // What Fastify does with a number, which its types leave out: trust the n nearest hops.
    const hops = Number(setting);
    return (_address: string, hop: number) => hop < hops;
  }
  return setting;
}
