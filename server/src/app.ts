import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { notFoundBody, registerErrorHandling } from './errors.ts';

export interface AppOptions {
  /** Built storefront (served at /) and admin (served at /app/), when present. */
  apps?: { storefront?: string; admin?: string };
  logger?: boolean;
}

const API_PREFIXES = ['/admin', '/store', '/health'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/**
 * The HTTP server. The contract's operations are registered by the server-core issue;
 * this skeleton answers the health check and serves the built apps.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  registerErrorHandling(app);

  app.get('/health', async () => ({ status: 'ok' }));

  const storefront = options.apps?.storefront;
  const admin = options.apps?.admin;
  const hasStorefront = Boolean(storefront && existsSync(join(storefront, 'index.html')));
  const hasAdmin = Boolean(admin && existsSync(join(admin, 'index.html')));
  if (hasAdmin && admin) {
    await app.register(fastifyStatic, {
      root: admin,
      prefix: '/app/',
      decorateReply: false,
      wildcard: false,
      index: false,
    });
  }
  if (hasStorefront && storefront) {
    await app.register(fastifyStatic, {
      root: storefront,
      prefix: '/',
      wildcard: false,
      index: false,
    });
  }

  // SPA fallback: a page of either app is its index.html; API paths answer JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (request.method === 'GET' && !isApiPath(url)) {
      if (hasAdmin && admin && (url === '/app' || url.startsWith('/app/'))) {
        return reply.type('text/html').sendFile('index.html', admin);
      }
      if (hasStorefront && storefront)
        return reply.type('text/html').sendFile('index.html', storefront);
    }
    return reply.status(404).send(notFoundBody(request.method, url));
  });

  return app;
}
