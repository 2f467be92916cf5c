import type { Manifest } from '@tanstack/router-core';

/** One entry of Vite's `dist/.vite/manifest.json`, as far as it is read here. */
export interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** A route file's split chunk, e.g. `src/routes/cart.tsx?tsr-split=component`. */
const ROUTE_CHUNK = /^src\/routes\/([^/]+)\.tsx\?tsr-split=/;

/**
 * The route id TanStack Router gives a flat route file: `account._shopper.index.tsx` is
 * `/account/_shopper/`, `order.confirmed.$id.tsx` `/order/confirmed/$id`, `index.tsx` `/`.
 */
export function routeIdOfFile(name: string): string {
  if (name === '__root') return '__root__';
  const segments = name.split('.');
  if (segments.at(-1) === 'index') return `/${segments.slice(0, -1).join('/')}/`.replace('//', '/');
  return `/${segments.join('/')}`;
}

/**
 * The router's manifest from Vite's client manifest. The root route gets the entry as a
 * module script, the chunks it imports statically as module preloads and its CSS. The
 * entry's dynamic imports are the app, which it loads once the page is painted
 * (entry-client.tsx): not preloaded, so they do not share the phone's bandwidth with the
 * page's stylesheet and pictures, but what they import is, so the app does not wait for it
 * after it arrives. Every route whose code is split into chunks of its own (the pages not in
 * the first chunk, see build/build.ts) gets those chunks and their static imports as
 * preloads, so a page rendered on the server names them in its head: else the browser would
 * learn of them only when the router asks while hydrating, one round trip later.
 * `routeIds` (the route tree's) leaves out anything that is not a route.
 */
export function routerManifest(
  vite: Record<string, ViteChunk>,
  routeIds: ReadonlySet<string>,
): Manifest {
  const entry = vite[CLIENT_ENTRY];
  if (!entry) throw new Error(`the storefront's manifest has no ${CLIENT_ENTRY}`);
  const inEntry = new Set<string>();
  const root = collect(vite, CLIENT_ENTRY, inEntry);
  // Each app chunk's own file comes first; what it imports is preloaded.
  const appImports = (entry.dynamicImports ?? []).flatMap((key) =>
    collect(vite, key, inEntry).files.slice(1),
  );
  const routes: Manifest['routes'] = {
    __root__: {
      preloads: [...root.files.filter((file) => file !== entry.file), ...appImports].map(
        (file) => `/${file}`,
      ),
      css: root.css.map((file) => `/${file}`),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
    },
  };
  for (const key of Object.keys(vite)) {
    const file = ROUTE_CHUNK.exec(key)?.[1];
    if (!file) continue;
    const routeId = routeIdOfFile(file);
    if (!routeIds.has(routeId) || routeId === '__root__') continue;
    // What the entry and the app bring is there already; each route adds only its own.
    const own = collect(vite, key, new Set(inEntry));
    const route = routes[routeId] ?? {};
    route.preloads = [...(route.preloads ?? []), ...own.files.map((path) => `/${path}`)];
    if (own.css.length > 0)
      route.css = [...(route.css ?? []), ...own.css.map((path) => `/${path}`)];
    routes[routeId] = route;
  }
  return { routes };
}

/** The files of chunk `key` and of the chunks it imports statically, not yet in `seen`. */
function collect(vite: Record<string, ViteChunk>, key: string, seen: Set<string>) {
  const files: string[] = [];
  const css: string[] = [];
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = vite[current];
    if (!chunk) return;
    files.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { files, css };
}
