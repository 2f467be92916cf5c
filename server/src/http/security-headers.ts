import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import {
  adminPolicy,
  type ContentSecuritySources,
  NON_DOCUMENT_POLICY,
  storefrontPolicy,
} from './content-security-policy.ts';
import { scriptSourcesOf } from './script-sources.ts';

/*
 * Security headers on every response: helmet's fixed set (nosniff, Referrer-Policy,
 * X-Frame-Options, COOP, CORP, …) for every request, plus the two headers that depend on
 * the response, set here: the Content-Security-Policy of the document it is, and HSTS.
 */

/**
 * helmet's headers, without the two set per response below. Referrer-Policy: a page's path
 * and query (an order id, a password-reset token, a cart id) stay inside the origin, while
 * other sites still learn which store a visitor came from; the browsers' default, pinned
 * for the ones that default to less.
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The old header for frame-ancestors 'none', for browsers without CSP level 2.
  xFrameOptions: { action: 'deny' },
} satisfies HelmetOptions;

/**
 * One year, subdomains included (helmet's default, the value the HSTS preload list asks
 * for), without `preload`, which is the operator's commitment to make.
 */
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityPolicies {
  storefront: string;
  admin: string;
  sources: ContentSecuritySources;
}

export function securityPolicies(sources: ContentSecuritySources): SecurityPolicies {
  return { storefront: storefrontPolicy(sources), admin: adminPolicy(sources), sources };
}

/** The same test as the SPA fallback that serves the admin's page (app.ts). */
function isAdminPath(url: string): boolean {
  return url === '/app' || url.startsWith('/app/');
}

/** An app's page gets its app's policy, a PDF none, any other response one that allows nothing. */
function contentSecurityPolicy(
  url: string,
  contentType: string,
  policies: SecurityPolicies,
): string | undefined {
  if (contentType.startsWith('text/html')) {
    return isAdminPath(url) ? policies.admin : policies.storefront;
  }
  // Chrome shows a PDF through an <embed> that a CSP's object-src (default-src 'none')
  // blocks in the PDF's own response (crbug.com/271452); nosniff and DENY still apply.
  if (contentType.startsWith('application/pdf')) return undefined;
  return NON_DOCUMENT_POLICY;
}

/** The headers that depend on the request and the response, beside helmet's. */
function setResponseHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  policies: SecurityPolicies,
): void {
  const contentType = String(reply.getHeader('content-type') ?? '');
  const scripts = scriptSourcesOf(request);
  const policy =
    scripts && contentType.startsWith('text/html')
      ? storefrontPolicy(policies.sources, scripts)
      : contentSecurityPolicy(request.url, contentType, policies);
  if (policy) reply.header('content-security-policy', policy);
  // RFC 6797 §7.2: HSTS must not be sent over plain HTTP. `protocol` is the TLS socket's,
  // or a trusted proxy's X-Forwarded-Proto when trustProxy is set (http/trust-proxy.ts).
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  // Uploaded files are public by design (their URL goes into product data, feeds, emails):
  // another origin (a storefront built with VITE_API_URL, a CDN) may show them. helmet's
  // same-origin, set on the raw response, yields to this: writeHead's headers win.
  if (request.url.startsWith('/uploads/')) {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  }
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  policies: SecurityPolicies,
): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onSend', async (request, reply, payload) => {
    setResponseHeaders(request, reply, policies);
    return payload;
  });
}

/** helmet's own middleware, built once, for the answers below (never a page). */
const helmetHeaders = helmet(HELMET_OPTIONS);
const NO_PAGES: SecurityPolicies = {
  storefront: NON_DOCUMENT_POLICY,
  admin: NON_DOCUMENT_POLICY,
  sources: {},
};

/**
 * The same headers for an answer Fastify gives before any hook runs (`frameworkErrors`: a
 * URL that does not decode, a path parameter too long): always a JSON error, never a page.
 */
export function setSecurityHeadersWithoutHooks(request: FastifyRequest, reply: FastifyReply): void {
  helmetHeaders(request.raw, reply.raw, () => {});
  setResponseHeaders(request, reply, NO_PAGES);
}
