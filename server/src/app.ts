import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import qs from 'qs';
import type { Database, Db } from './db/database.ts';
import { seoRoutes } from './domains/catalog/index.ts';
import { handlers as domainHandlers } from './domains/handlers.ts';
import { type AuthOptions, authenticateRequest, registerAuth } from './domains/people/index.ts';
import {
  featureFlagsFromEnv,
  fileRoutes,
  registerPublishableKeyCheck,
} from './domains/settings/index.ts';
import { notFoundBody, registerErrorHandling } from './errors.ts';
import {
  type AdminPageOptions,
  adminApiUrlFromEnv,
  adminPage,
  exampleExtensionFromEnv,
} from './http/admin-page.ts';
import type { Authenticate } from './http/auth.ts';
import { registerCompression } from './http/compression.ts';
import {
  type ContentSecuritySources,
  contentSecuritySourcesFromEnv,
} from './http/content-security-policy.ts';
import {
  answerClientError,
  answerFrameworkError,
  MAX_PARAM_LENGTH,
} from './http/framework-errors.ts';
import type { Handlers } from './http/handlers.ts';
import { registerHealthRoutes } from './http/health.ts';
import type { IdempotencyLimits } from './http/idempotency-store.ts';
import { requestIdOf } from './http/inner-requests.ts';
import { precompressAssets } from './http/precompress.ts';
import { registerOperations } from './http/register.ts';
import { registerSecurityHeaders, securityPolicies } from './http/security-headers.ts';
import { registerStaticApps } from './http/static-apps.ts';
import { type StorefrontConfig, storefrontConfigFromEnv } from './http/storefront-config.ts';
import { loadStorefrontRenderer } from './http/storefront-page-ssr.ts';
import { type TrustProxy, trustProxyFromEnv } from './http/trust-proxy.ts';
import { formatValidationError } from './http/validation.ts';
import { RequestLogController } from './logging/logger.ts';
import type { MailOptions } from './notifications/email/config.ts';
import { registerNotifications } from './notifications/plugin.ts';
import type { NotificationProvider } from './notifications/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Feature flags switched on or off for this server (domains/settings/store/features.ts). */
    featureFlags: Readonly<Record<string, boolean>>;
  }
}

export interface AppOptions {
  /** An open, migrated database; the app uses it but does not close it. */
  database: Database;
  /** Built storefront (served at /) and admin (served at /app/), when present. */
  apps?: { storefront?: string; admin?: string };
  /** Whether the admin shows its example extension; by default `ADMIN_EXAMPLE_EXTENSION`. */
  adminExampleExtension?: boolean;
  /** The storefront's API, publishable key and default region; by default `STOREFRONT_*`. */
  storefront?: StorefrontConfig;
  /** The API the admin's page names (`ADMIN_API_URL`); unset: read from the environment. */
  adminApiUrl?: string;
  /** Fastify's own logger (tests: TEST_LOG), or `loggerInstance` (logging/logger.ts). */
  logger?: boolean;
  loggerInstance?: FastifyBaseLogger;
  /** Whether requests for the apps' files are logged too (`LOG_STATIC`); by default not. */
  logStatic?: boolean;
  /** Verifies credentials; by default sessions, bearer and API tokens (domains/people/auth/). */
  authenticate?: Authenticate;
  /** Rate limits of the auth operations (domains/people/auth/plugin.ts). */
  auth?: AuthOptions;
  /** What a caller's idempotent answers may hold; by default 256 KB each, 1000 per caller. */
  idempotency?: Partial<IdempotencyLimits>;
  /** Handlers that stand in for the domains' own on some operations (tests). */
  handlers?: Handlers;
  /** Largest accepted request body in bytes (Fastify's default: 1 MiB). */
  bodyLimit?: number;
  /** Feature flags over the defaults; by default from `FEATURE_FLAGS`. */
  featureFlags?: Record<string, boolean>;
  /** Notification providers, the first sending new ones; by default only logging. */
  notificationProviders?: NotificationProvider[];
  /** Mail delivery over the environment's `SMTP_URL`, `MAIL_FROM`… (tests). */
  mail?: MailOptions;
  /** Proxies to believe about protocol, host and client address; by default `TRUST_PROXY`. */
  trustProxy?: TrustProxy;
  /** Other origins the apps' pages may use; by default from the environment. */
  contentSecurity?: ContentSecuritySources;
  /** True once the process is shutting down (lifecycle/shutdown.ts): /ready and requests 503. */
  isShuttingDown?: () => boolean;
}

const API_PREFIXES = ['/admin', '/store', '/health', '/ready'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/**
 * Bracketed query strings (api-conventions.md, Requests): `created_at[gte]=…` becomes an
 * object and `status[]=a&status[]=b` an array before validation. qs turns arrays longer
 * than `arrayLimit` (default 20) into objects; 1000 matches the largest `limit`.
 */
function parseQuery(query: string): Record<string, unknown> {
  return qs.parse(query, { arrayLimit: 1000, parameterLimit: 1000 });
}

/** The HTTP server: every operation of openapi/, /health and /ready, and the built apps. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    logController: new RequestLogController(options.logStatic ?? false),
    // Request ids must be unique across restarts and instances to find a 500 in the logs.
    // A rendered page's inner API reads carry the page's (http/inner-requests.ts).
    genReqId: (request) => requestIdOf(request.headers, randomUUID),
    routerOptions: { querystringParser: parseQuery, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    trustProxy: options.trustProxy ?? trustProxyFromEnv(process.env.TRUST_PROXY),
    schemaErrorFormatter: formatValidationError,
    // Requests arriving during shutdown are answered by http/health.ts in the contract's shape.
    return503OnClosing: false,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
  });
  registerErrorHandling(app);
  const storefront = options.storefront ?? storefrontConfigFromEnv();
  const contentSecurity = options.contentSecurity ?? contentSecuritySourcesFromEnv();
  // First: its hooks then cover every route, the not-found handler and the apps' files.
  await registerSecurityHeaders(
    app,
    securityPolicies({
      ...contentSecurity,
      ...(storefront.apiUrl ? { storefrontApi: storefront.apiUrl } : {}),
    }),
  );
  acceptEmptyJsonBodies(app);
  app.decorate('db', options.database.db);
  app.decorate(
    'featureFlags',
    options.featureFlags ?? featureFlagsFromEnv(process.env.FEATURE_FLAGS),
  );
  app.decorate('authenticate', options.authenticate ?? authenticateRequest);
  app.decorateRequest('principal', null);
  registerNotifications(app, options.notificationProviders, options.mail);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerHealthRoutes(app, {
    db: options.database.db,
    ...(options.isShuttingDown ? { isShuttingDown: options.isShuttingDown } : {}),
  });
  // Uploads (multipart) are parsed by their handlers (request.parts(), with the limits of
  // domains/settings/uploads/config.ts); the plugin only marks the request as multipart.
  await app.register(fastifyMultipart);
  // Before the routes: the plugin wraps each route as it is added.
  await registerCompression(app);

  await registerAuth(app, options.auth);
  registerPublishableKeyCheck(app);
  registerOperations(
    app,
    { ...domainHandlers, ...options.handlers },
    undefined,
    options.idempotency,
  );
  // Uploaded files and signed downloads: server routes, not operations of the contract.
  await app.register(fileRoutes);
  await app.register(seoRoutes);
  await registerApps(app, options.apps, storefront, {
    exampleExtension:
      options.adminExampleExtension ?? exampleExtensionFromEnv(process.env.ADMIN_EXAMPLE_EXTENSION),
    apiUrl: options.adminApiUrl ?? adminApiUrlFromEnv(process.env.ADMIN_API_URL),
  });
  return app;
}

/** The admin's page: small, and it names the server's settings, so never from a cache. */
function sendAdminPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/**
 * The generated client sends `Content-Type: application/json` on every request, also on a
 * DELETE or POST that has no body. An empty body is then no body (as for a request without
 * the header), not malformed JSON; anything else goes to Fastify's own parser, which keeps
 * its protection against `__proto__` keys.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}

async function registerApps(
  app: FastifyInstance,
  apps: AppOptions['apps'],
  storefrontConfig: StorefrontConfig,
  adminOptions: AdminPageOptions,
): Promise<void> {
  const storefront = apps?.storefront;
  const admin = apps?.admin;
  // A storefront built for server rendering (dist-ssr/ beside it) has no index.html: its
  // pages are rendered (http/storefront-page-ssr.ts); a browser-only build's are index.html.
  const renderer = storefront
    ? await loadStorefrontRenderer(app, storefront, storefrontConfig)
    : undefined;
  const hasStorefront = Boolean(
    storefront && (renderer || existsSync(join(storefront, 'index.html'))),
  );
  const hasAdmin = Boolean(admin && existsSync(join(admin, 'index.html')));
  // Compressed copies first: the list of files served is read after them.
  for (const dir of [hasAdmin && admin, hasStorefront && storefront]) {
    if (dir) precompressAssets(dir);
  }
  // Read once, as the list of files is made once: a rebuilt app needs a restart either way.
  const storefrontHtml =
    hasStorefront && storefront && !renderer
      ? readFileSync(join(storefront, 'index.html'), 'utf8')
      : undefined;
  const adminHtml =
    hasAdmin && admin
      ? adminPage(readFileSync(join(admin, 'index.html'), 'utf8'), adminOptions)
      : undefined;
  if (adminHtml !== undefined) {
    // Before the files' wildcard route: the page as served, never the file as built.
    app.get('/app/index.html', (_request, reply) => sendAdminPage(reply, adminHtml));
  }
  await registerStaticApps(app, [
    ...(hasAdmin && admin ? [{ root: admin, prefix: '/app/' }] : []),
    ...(hasStorefront && storefront ? [{ root: storefront, prefix: '/' }] : []),
  ]);

  // Pages: the admin's is its index.html, the storefront's rendered (or its index.html for
  // a browser-only build); API paths, and the admin's without an admin, answer JSON 404.
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (request.method === 'GET' && !isApiPath(url)) {
      const adminPath = url === '/app' || url.startsWith('/app/') || url.startsWith('/app?');
      if (adminPath && adminHtml !== undefined) return sendAdminPage(reply, adminHtml);
      if (!adminPath && renderer) return renderer.render(request, reply);
      if (!adminPath && storefrontHtml !== undefined) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(storefrontHtml);
      }
    }
    return reply.status(404).send(notFoundBody(request.method, url));
  });
}
