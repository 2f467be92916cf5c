import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/*
 * Spike (issue 23): the server-rendered storefront's two bundles. The client build starts
 * at src/entry-client.tsx (no index.html: the server renders the document) and writes
 * dist/.vite/manifest.json, from which the server finds the entry's script, its imports (to
 * preload) and its CSS. The SSR build writes dist-ssr/entry-server.js, outside dist/ so it
 * is never served; the API server imports it once at start.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  root,
  logLevel: 'warn',
  build: {
    manifest: true,
    rolldownOptions: { input: 'src/entry-client.tsx' },
  },
});
await build({
  root,
  logLevel: 'warn',
  // Everything bundled, React included, in its production build: left external, React picks
  // its build from NODE_ENV when the server runs, and its development build rendered the
  // product page ~3x slower in the spike's profile. One file set, nothing to resolve at run time.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
