import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Client, createClient, createQueryClient } from '@commerce/client';
import { TRANSLATION_FILES_PATH } from '@commerce/client/i18n';
import { storeListRegionsQueryOptions } from '@commerce/client/store/regions';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRequestHandler,
  RouterServer,
  renderRouterToStream,
} from '@tanstack/react-router/ssr/server';
import type { AnyRouter, Manifest } from '@tanstack/router-core';
import type { i18n as I18n } from 'i18next';
import { createI18n } from './lib/i18n/setup.ts';
import { type RegionChoice, regionListParams } from './lib/region/region-choice.ts';
import { createAppRouter, type RouterContext } from './lib/router.tsx';
import { defaultRegionChoice, type KeyRegion, regionForRequest } from './lib/ssr/browser-region.ts';
import { languageForRequest } from './lib/ssr/language-choice.ts';
import { pageCacheKey } from './lib/ssr/page-key.ts';
import { regionChoiceFromCookies } from './lib/ssr/region-cookie.ts';
import { routerManifest as manifestOf, type ViteChunk } from './lib/ssr/router-manifest.ts';
import { createStorefrontRouter } from './lib/ssr/storefront-router.tsx';

/*
 * The storefront's server entry (Vite's SSR build: dist-ssr/entry-server.js). The API's
 * Fastify server loads it once at start and calls renderPage for each storefront page
 * (server/src/http/storefront-page-ssr.ts); everything a page needs from the server comes in
 * through StorefrontServer.
 */

export interface StorefrontServer {
  /** Sends an API request in-process (Fastify's inject): same routes, cache and checks. */
  api(request: Request): Promise<Response>;
  /** The built app's `public/locales` folder. */
  localesDir: string;
  /** The entry's script and CSS, from the client build's manifest. */
  manifest: Manifest;
  /** Absolute origin of the store (PUBLIC_URL), for canonical and Open Graph URLs. */
  origin: string;
  /**
   * The run-time settings (server/src/http/storefront-config.ts, issue 25). With `apiUrl`,
   * `api` sends the page's reads there over HTTP; the browser's client gets it and the
   * publishable key from the page. `defaultRegion` (a region id or a country code) is the
   * region of a shopper who chose none and whose browser names none.
   */
  config?: { apiUrl?: string; publishableKey?: string; defaultRegion?: string };
}

/**
 * One i18next instance per language, made on first use and shared by every page in that
 * language: it is only read while rendering (a language change happens in the browser).
 */
const languages = new Map<string, Promise<I18n>>();

function i18nFor(language: string, localesDir: string): Promise<I18n> {
  let ready = languages.get(language);
  if (!ready) {
    const readLocale = async (url: string) => {
      // `/public/locales/de/common.json` (the backend's path) is `de/common.json` there.
      const path = url.slice(url.indexOf(TRANSLATION_FILES_PATH) + TRANSLATION_FILES_PATH.length);
      if (path.includes('..')) return new Response(null, { status: 404 });
      return new Response(await readFile(join(localesDir, path), 'utf8'), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const { i18n, ready: loaded } = createI18n({ lng: language, backend: { fetch: readLocale } });
    ready = loaded.then(() => i18n);
    languages.set(language, ready);
  }
  return ready;
}

/**
 * The router's manifest (the server calls this once, with dist/.vite/manifest.json): the
 * entry's script and CSS, and each split route's chunks as preloads (router-manifest.ts).
 */
export function routerManifest(vite: Record<string, ViteChunk>): Manifest {
  // A router initialises the route tree, which gives every route its id; it loads nothing.
  const { routesById } = createAppRouter({} as RouterContext);
  return manifestOf(vite, new Set(Object.keys(routesById)));
}

/** A router for reading URLs as the pages do (pageKey), made on first use; it loads nothing. */
let keyRouter: AnyRouter | undefined;

/**
 * The key the server keeps a rendered page under, or undefined for a page it must not keep
 * (lib/ssr/page-key.ts); `regions` is the API's answer at `regionsPath`.
 */
export function pageKey(
  request: Request,
  regions: readonly KeyRegion[] | undefined,
): string | undefined {
  keyRouter ??= createAppRouter({} as RouterContext);
  return pageCacheKey(keyRouter, request, regions);
}

/** The regions read every page makes (region-choice.ts), which pageKey checks cookies against. */
export const regionsPath = `/store/regions?limit=${regionListParams.limit}`;

export async function renderPage(
  request: Request,
  server: StorefrontServer,
  nonce: string,
): Promise<Response> {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  const acceptLanguage = request.headers.get('accept-language');
  const i18n = await i18nFor(languageForRequest(url, cookies, acceptLanguage), server.localesDir);
  const config = server.config ?? {};
  // Anonymous reads: the catalogue answers come from the API's response cache.
  const client = createClient({
    baseUrl: config.apiUrl ?? server.origin,
    fetch: server.api,
    ...(config.publishableKey ? { publishableApiKey: config.publishableKey } : {}),
  });
  const queryClient = createQueryClient();
  const regionChoice = await pageRegion(
    cookies,
    acceptLanguage,
    queryClient,
    client,
    config.defaultRegion,
  );
  const handler = createRequestHandler({
    request,
    // The manifest's root scripts become <Scripts>' module entry, with the nonce.
    getRouterManifest: () => server.manifest,
    createRouter: () =>
      createStorefrontRouter(
        {
          client,
          queryClient,
          i18n,
          regionChoice,
          origin: server.origin,
          api: { url: config.apiUrl, publishableKey: config.publishableKey },
        },
        nonce,
      ),
  });
  // The router sets the status: 404 for a URL or product that is not there, 500 on an error.
  return handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({
      request,
      responseHeaders,
      router,
      children: <RouterServer router={router} />,
    }),
  );
}

/**
 * The region the page is rendered in (browser-region.ts): the cookie's, else the one the
 * browser's languages name among the store's regions, read into the page's QueryClient
 * under the key its loaders and RegionProvider read (so not read twice), else the
 * configured default region. The browser then hydrates with the same region (written on
 * `<html data-region>`) and remembers it.
 */
async function pageRegion(
  cookies: string | null,
  acceptLanguage: string | null,
  queryClient: QueryClient,
  client: Client,
  defaultRegion: string | undefined,
): Promise<RegionChoice | null> {
  const chosen = regionChoiceFromCookies(cookies);
  if (chosen) return chosen;
  try {
    const { regions } = await queryClient.ensureQueryData(
      storeListRegionsQueryOptions(client, regionListParams),
    );
    return (
      regionForRequest(cookies, acceptLanguage, regions) ??
      defaultRegionChoice(defaultRegion, regions)
    );
  } catch {
    // The page shows the default region, as its loaders do when the regions cannot be read.
    return null;
  }
}
