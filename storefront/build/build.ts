import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { eagerCompile } from './compile-hint.ts';
import { recordInitialModules } from './initial-chunk.ts';

/*
 * The production build, in two passes. Rolldown's own chunking gives the first page ~30
 * small shared chunks; over HTTP/1.1 a browser fetches 6 at a time, so on a phone's
 * connection the round trips cost more than the bytes (issue 8: Lighthouse measured FCP
 * 2.3 s with 32 files, 1.9 s with one file nearly twice as large). The first pass, not
 * written, finds the modules the first page loads; the second puts them in one chunk
 * (`app`) and leaves code loaded on demand (each route's page, menus, the cart drawer) in
 * chunks of its own, and asks V8 to compile that chunk eagerly (compile-hint.ts).
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const initial = new Set<string>();

await build({
  root,
  logLevel: 'warn',
  build: { write: false },
  plugins: [recordInitialModules(initial)],
});
await build({
  root,
  plugins: [eagerCompile('app')],
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', test: (id) => initial.has(id) }] } },
    },
  },
});
