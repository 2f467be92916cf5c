import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { eagerCompile } from './compile-hint.ts';
import { firstLoadGroups } from './first-load-groups.ts';
import { recordInitialModules } from './initial-chunk.ts';
import { LANDING_PAGE_CHUNK } from './landing-pages.ts';
import { noPreloadHelper, PRELOAD_HELPER_ID } from './no-preload-helper.ts';

/*
 * The production build: the browser's bundle, then the server's (issue 23, decision 014).
 * The server renders every page (dist-ssr/entry-server.js) and the browser hydrates it
 * (dist/, from src/entry-client.tsx; no index.html). dist/.vite/manifest.json tells the
 * server which script, preloads and CSS each page needs (entry-server.tsx `routerManifest`).
 *
 * The browser's bundle is built in two passes. Rolldown's own chunking gives the first page
 * ~30 small shared chunks; over HTTP/1.1 a browser fetches 6 at a time, so on a phone's
 * connection the round trips cost more than the bytes (issue 8: Lighthouse measured FCP
 * 2.3 s with 32 files, 1.9 s with one file nearly twice as large). The first pass, not
 * written, finds the modules the first page loads; the second puts them in one chunk
 * (`app`), with the catalogue pages shoppers land on, and leaves code loaded on demand (the
 * other pages, menus, the cart drawer) in chunks of its own; V8 is asked to compile that
 * chunk eagerly (compile-hint.ts).
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const CLIENT_ENTRY = 'src/entry-client.tsx';
/** What the entry loads once the page is painted: the first-load chunk (`app`) is its code. */
const APP_START = /\/src\/lib\/ssr\/hydrate-page\.tsx$/;
/**
 * The entry's chunk holds only the entry, its wait for the paint, its hold on early presses
 * (early-interactions.ts) and the dynamic import's
 * helper (which the app's chunks use too): it imports nothing, so nothing but the page's
 * styles loads before the paint.
 */
const ENTRY_OWN = {
  name: 'entry-client',
  test: (id: string) =>
    id === PRELOAD_HELPER_ID ||
    /\/src\/(entry-client\.tsx|lib\/ssr\/(after-first-paint|early-interactions)\.ts)$/.test(id),
};
const SERVER_ENTRY = 'src/entry-server.tsx';
const initial = new Map<string, Set<string>>();

await build({
  root,
  logLevel: 'warn',
  build: { write: false, rolldownOptions: { input: CLIENT_ENTRY } },
  plugins: [
    noPreloadHelper(),
    recordInitialModules(
      initial,
      (id) => LANDING_PAGE_CHUNK.test(id),
      (id) => APP_START.test(id),
    ),
  ],
});
await build({
  root,
  // The first-load chunk is the `app` group's, which the entry loads after the first paint.
  plugins: [noPreloadHelper(), eagerCompile('app')],
  build: {
    manifest: true,
    rolldownOptions: {
      input: CLIENT_ENTRY,
      output: { codeSplitting: { groups: [ENTRY_OWN, ...firstLoadGroups(initial)] } },
    },
  },
});
await build({
  root,
  logLevel: 'warn',
  // Everything bundled, React included, in its production build: left external, React picks
  // its build from NODE_ENV when the server runs, and its development build rendered the
  // product page ~3x slower (decision 014). One file set, nothing to resolve at run time.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: SERVER_ENTRY,
    // Outside dist/, so it is never served; the server imports it once at start.
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
