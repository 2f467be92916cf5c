import type { FastifyInstance } from 'fastify';
import { publicOrigin as originOf } from '../../../http/public-url.ts';
import { responseCacheOf } from '../../../http/response-cache.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

/**
 * `GET /sitemap.xml` and `GET /robots.txt` for search engines: plain server routes, not
 * operations of the contract (no client calls them). The sitemap is kept in the store
 * catalogue's response cache, so it is recomputed only after the catalogue changes.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', async (request, reply) => {
    // The sitemap's URLs must be absolute: PUBLIC_URL, else the origin of the request.
    const origin = originOf(request);
    const cache = responseCacheOf(app.db);
    const key = `seo:sitemap\n${origin}`;
    const version = await cache.currentVersion();
    let body = cache.get(key, version)?.body.toString('utf8');
    if (body === undefined) {
      body = sitemapXml(origin, await sitemapEntries(app.db));
      cache.set(key, version, body);
    }
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(originOf(request))),
  );
}
