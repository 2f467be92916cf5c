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
 * (`app`), with the catalogue pages shoppers land on, and leaves code loaded on demand (the
 * other pages, menus, the cart drawer) in chunks of its own; V8 is asked to compile that
 * chunk eagerly (compile-hint.ts).
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const initial = new Set<string>();

/**
 * The catalogue pages, where shoppers arrive from search engines and shared links: their
 * code goes in the first chunk too. Each was 3-6 more small files (4-7 KB in all) that the
 * browser could only ask for once the app had started; in one chunk they cost no request.
 */
const LANDING_PAGES =
  /\/src\/routes\/(index|products\.index|products\.\$handle|collections\.\$handle|categories\.\$handle)\.tsx\?tsr-split=component$/;

await build({
  root,
  logLevel: 'warn',
  build: { write: false },
  plugins: [recordInitialModules(initial, (id) => LANDING_PAGES.test(id))],
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
