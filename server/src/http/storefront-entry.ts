import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorefrontConfig } from './storefront-config.ts';

/*
 * The storefront's server entry (issue 23, decision 014): the storefront's SSR build
 * (`storefront/dist-ssr/entry-server.js`, beside the client build's folder) imported once
 * at start, and the router manifest built from the client build's Vite manifest. The
 * contract between the two is the entry's exports below; keep it, extend it compatibly.
 */

/** What the server gives the entry for each page. */
export interface StorefrontServer {
  /** An API request answered in-process (inner-requests.ts). */
  api(request: Request): Promise<Response>;
  /** The built app's translation files (`dist/locales`). */
  localesDir: string;
  manifest: RouterManifest;
  /** The store's public origin (PUBLIC_URL wins), for canonical and Open Graph URLs. */
  origin: string;
  /**
   * The run-time settings (storefront-config.ts, issue 25): the API `api` reaches when it is
   * not this server, the publishable key, the default region. The entry writes the first two
   * into the page for the browser's client.
   */
  config?: StorefrontConfig;
}

/** The storefront's server entry (storefront/src/entry-server.tsx), as far as we use it. */
export interface StorefrontEntry {
  /**
   * The page as a streamed HTML `Response` with the router's status (404 for a URL or
   * product that is not there, 500 on an error); `cache-control: private, no-store` for a
   * shopper's own page (cart, checkout, account…), which is never cached.
   */
  renderPage(request: Request, server: StorefrontServer, nonce: string): Promise<Response>;
  /**
   * The key a rendered page is kept under (its route, validated search, language and
   * region), or undefined for a page not to keep; `regions` is the API's answer at
   * `regionsPath`, against which the region cookie is checked.
   */
  pageKey(request: Request, regions: readonly unknown[] | undefined): string | undefined;
  /** The API path of the regions every page reads (`/store/regions?…`). */
  regionsPath: string;
  /** Optional: the entry's own router manifest (per-route preloads), used instead of ours. */
  routerManifest?(vite: Record<string, ViteManifestChunk>): RouterManifest;
}

/** TanStack Router's manifest (@tanstack/router-core `Manifest`), the part we build. */
export interface RouterManifest {
  routes: Record<
    string,
    {
      preloads?: string[];
      css?: string[];
      scripts?: Array<{ attrs: Record<string, string | boolean> }>;
    }
  >;
}

/** One chunk of Vite's `.vite/manifest.json`. */
export interface ViteManifestChunk {
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

export interface LoadedStorefront {
  entry: StorefrontEntry;
  manifest: RouterManifest;
  localesDir: string;
}

/**
 * The entry of a storefront built for server rendering (`<dir>/.vite/manifest.json` and
 * `<dir>/../dist-ssr/entry-server.js`), or nothing for a browser-only build.
 */
export async function loadStorefrontEntry(
  storefrontDir: string,
): Promise<LoadedStorefront | undefined> {
  const entryFile = join(storefrontDir, '..', 'dist-ssr', 'entry-server.js');
  const manifestFile = join(storefrontDir, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as StorefrontEntry;
  if (
    typeof entry.renderPage !== 'function' ||
    typeof entry.pageKey !== 'function' ||
    typeof entry.regionsPath !== 'string'
  ) {
    throw new Error(`${entryFile} does not export renderPage, pageKey and regionsPath`);
  }
  const vite = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ViteManifestChunk>;
  const manifest = entry.routerManifest ? entry.routerManifest(vite) : routerManifest(vite);
  return { entry, manifest, localesDir: join(storefrontDir, 'locales') };
}
