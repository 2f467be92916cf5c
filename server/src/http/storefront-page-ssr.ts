import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setScriptNonce } from './csp-nonce.ts';
import { publicOrigin } from './public-url.ts';
import { responseCacheOf } from './response-cache.ts';

/*
 * Spike (issue 23): the storefront rendered on the server by TanStack Router, inside this
 * process. The storefront's SSR build (storefront/dist-ssr/entry-server.js) is imported once
 * at start; each page request becomes a fetch `Request`, the entry renders it (its loaders
 * read the API in-process through `app.inject`, so the catalogue cache answers them), and
 * the streamed `Response` is piped into the reply.
 */

/** The storefront's server entry (storefront/src/entry-server.tsx), as far as we use it. */
interface StorefrontEntry {
  renderPage(request: Request, server: StorefrontServer, nonce: string): Promise<Response>;
  pageVariant(request: Request): string;
}

interface StorefrontServer {
  api(request: Request): Promise<Response>;
  localesDir: string;
  manifest: RouterManifest;
  origin: string;
}

/** TanStack Router's manifest: the root route's entry script, preloads and CSS. */
interface RouterManifest {
  routes: Record<
    string,
    {
      preloads?: string[];
      css?: string[];
      scripts?: Array<{ attrs: Record<string, string | boolean> }>;
    }
  >;
}

interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const CLIENT_ENTRY = 'src/entry-client.tsx';

/**
 * The root route's assets from Vite's client manifest: the entry as a module script, the
 * chunks it imports statically as module preloads (so they download with it), its CSS.
 */
export function routerManifest(vite: Record<string, ViteManifestChunk>): RouterManifest {
  const entry = vite[CLIENT_ENTRY];
  if (!entry) throw new Error(`the storefront's manifest has no ${CLIENT_ENTRY}`);
  const seen = new Set<string>();
  const preloads: string[] = [];
  const css = new Set<string>(entry.css ?? []);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = vite[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(file);
    if (key !== CLIENT_ENTRY) preloads.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CLIENT_ENTRY);
  return {
    routes: {
      __root__: {
        preloads,
        css: [...css].map((file) => `/${file}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
      },
    },
  };
}

export interface StorefrontRenderer {
  render(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The renderer of a storefront built for server rendering (`dist/.vite/manifest.json` and
 * `../dist-ssr/entry-server.js` beside the app's folder), or nothing for a browser-only build.
 */
export async function loadStorefrontRenderer(
  app: FastifyInstance,
  storefrontDir: string,
): Promise<StorefrontRenderer | undefined> {
  const entryFile = join(storefrontDir, '..', 'dist-ssr', 'entry-server.js');
  const manifestFile = join(storefrontDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as StorefrontEntry;
  const manifest = routerManifest(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const localesDir = join(storefrontDir, 'locales');
  const pages = responseCacheOf(app.db);
  return {
    async render(request, reply) {
      const origin = publicOrigin(request);
      const page = webRequest(request, origin);
      const nonce = newNonce();
      setScriptNonce(request, nonce);
      // Rendered per URL, language and region only (the API reads are anonymous), so one
      // rendering serves every shopper asking for the same: kept in the API's response cache,
      // under the same catalogue version (008), the nonce swapped for a fresh one per reply.
      const key = `page\n${request.url}\n${entry.pageVariant(page)}`;
      const version = await pages.currentVersion();
      const cached = pages.get(key, version);
      if (cached) {
        const { status, nonce: stored, html } = readCachedPage(cached.body);
        return sendPage(reply, status, html.replaceAll(stored, nonce), 'hit');
      }
      const server: StorefrontServer = {
        api: (inner) => injectRequest(app, inner),
        localesDir,
        manifest,
        origin,
      };
      const response = await entry.renderPage(page, server, nonce);
      const status = response.status;
      if (!response.body) return sendPage(reply, status, '', 'miss');
      // Streamed to the shopper, and a copy collected for the next ones (not an error page).
      const [toShopper, toCache] = response.body.tee();
      if (status === 200 || status === 404) {
        void new Response(toCache).text().then(
          (html) => pages.set(key, version, cachedPage(status, nonce, html)),
          () => undefined,
        );
      } else void toCache.cancel();
      return sendPage(
        reply,
        status,
        Readable.fromWeb(toShopper as WebReadableStream<Uint8Array>),
        'miss',
      );
    },
  };
}

function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** A cached page: its status and the nonce it was rendered with on the first line. */
function cachedPage(status: number, nonce: string, html: string): string {
  return `${status} ${nonce}\n${html}`;
}

function readCachedPage(body: Buffer): { status: number; nonce: string; html: string } {
  const text = body.toString('utf8');
  const lineEnd = text.indexOf('\n');
  const [status = '200', nonce = ''] = text.slice(0, lineEnd).split(' ');
  return { status: Number(status), nonce, html: text.slice(lineEnd + 1) };
}

function sendPage(
  reply: FastifyReply,
  status: number,
  body: string | Readable,
  cache: 'hit' | 'miss',
): FastifyReply {
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The same for every shopper with this language and region; not for shared caches,
      // which do not key by the cookie.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie, accept-language')
      .header('x-cache', cache)
      .send(body)
  );
}

/** The page request as the fetch `Request` TanStack Router's handler takes. */
function webRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(new URL(request.url, origin), { headers, signal: controller.signal });
}

/**
 * An API call of the page's loaders, answered in-process by the same routes, hooks and
 * response cache as a shopper's (no socket, no HTTP parsing). The shopper's cookies are not
 * passed on: the reads are anonymous, so cached, and the same for everyone.
 */
async function injectRequest(app: FastifyInstance, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  const answer = await app.inject({
    method: request.method as 'GET',
    url: url.pathname + url.search,
    headers,
    ...(body !== undefined ? { payload: body } : {}),
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return new Response(answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
}
