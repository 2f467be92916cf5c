import type { InitOptions } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';

/**
 * How both apps read `public/locales/{lng}/{ns}.json` (specification section 7, "Translation
 * files"): i18next-http-backend fetches a file and tells i18next's backend connector whether
 * a failure may be retried (a 5xx or no status: yes; a 4xx or a body that is no JSON: no);
 * the connector queues the reads and retries with the section 8 and 9 numbers below.
 */

export { HttpBackend };

/**
 * i18next's connector settings: at most 10 reads at once, up to 5 retries of a failed read,
 * the wait doubling from 350 ms (350, 700, 1400, 2800, 5600). They are i18next's defaults,
 * written out so a change of default upstream cannot change them here.
 */
export const TRANSLATION_READS = {
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeout: 350,
} as const satisfies InitOptions;

/** The translation files' folder under an app's base (specification section 7). */
export const TRANSLATION_FILES_PATH = 'public/locales/';

export interface TranslationBackendOptions {
  /**
   * Where the app is served (its `import.meta.env.BASE_URL`), default `/`. A file is read at
   * `{base}public/locales/{lng}/{ns}.json`, the specification's path (section 7): the
   * admin's under `/app/`, the storefront's under `/`. The server answers it from the
   * build's `locales/` (server/src/http/static-apps.ts), Vite's dev server through a plugin
   * in each app's vite.config.ts.
   */
  base?: string;
  /** Replaces the browser's fetch for the translation files (tests). */
  fetch?: (url: string) => Promise<Response>;
}

/** The backend's options for an app served at `base`. */
export function translationBackendOptions({
  base = '/',
  fetch,
}: TranslationBackendOptions = {}): HttpBackendOptions {
  return {
    loadPath: `${base.endsWith('/') ? base : `${base}/`}${TRANSLATION_FILES_PATH}{{lng}}/{{ns}}.json`,
    // In a page the files do not change while it is open; never poll for them.
    reloadInterval: false,
    // The backend calls alternateFetch only with at least one declared parameter.
    ...(fetch ? { alternateFetch: (url: string) => fetch(url) } : {}),
  };
}
