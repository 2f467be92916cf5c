import type { Plugin } from 'vite';

/** Vite's module of `__vitePreload`, which wraps every dynamic import of the browser's build. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** What the helper becomes: the dynamic import itself. */
export const PLAIN_IMPORT = 'export const __vitePreload = (load) => load();';

/**
 * Replaces Vite's preload helper (about 0.6 KB gzip in the first chunk, issue 23) by a plain
 * dynamic import. The helper fetches a lazy chunk's imports (off here: vite.config.ts
 * `modulePreload: false`) and its CSS; the storefront's CSS is one file that the page's
 * head links (Tailwind's sheet), so a lazy chunk has none. The build fails if one ever does,
 * rather than ship a page without its styles.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'commerce:no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID ? PLAIN_IMPORT : undefined;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.isEntry) continue;
        const css = output.viteMetadata?.importedCss;
        if (css && css.size > 0) {
          throw new Error(
            `${output.fileName} imports CSS (${[...css].join(', ')}), which only Vite's preload helper loads: drop noPreloadHelper() from build.ts or the CSS import`,
          );
        }
      }
    },
  };
}
