import type { BackendModule, InitOptions, ReadCallback } from 'i18next';

/**
 * How both apps read `public/locales/{lng}/{ns}.json` (specification section 7, "Translation
 * files"): the backend fetches a file and tells i18next's backend connector whether a failure
 * may be retried (a 5xx or no status: yes; a 4xx or a body that is no JSON: no); the
 * connector queues the reads and retries with the section 8 and 9 numbers below. It replaces
 * i18next-http-backend, which did the same with an XHR fallback, query strings and reloads
 * these apps never use (4 KB gzip of every first load, issue 29).
 */

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

/** What the backend reads with: the path pattern and the fetch. */
export interface TranslationFiles {
  loadPath: string;
  fetch?: (url: string) => Promise<Response>;
}

/** The backend's options for an app served at `base`. */
export function translationBackendOptions({
  base = '/',
  fetch,
}: TranslationBackendOptions = {}): TranslationFiles {
  return {
    loadPath: `${base.endsWith('/') ? base : `${base}/`}${TRANSLATION_FILES_PATH}{{lng}}/{{ns}}.json`,
    ...(fetch ? { fetch } : {}),
  };
}

/** Reads one file; the callback's second argument says whether the connector may retry. */
async function readFile(url: string, files: TranslationFiles, callback: ReadCallback) {
  let response: Response;
  try {
    response = await (files.fetch ?? fetch)(url);
  } catch (error) {
    // No status at all: the network failed, which a later attempt may get through.
    callback(`failed loading ${url}: ${(error as Error).message}`, true);
    return;
  }
  if (!response.ok) {
    callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
    return;
  }
  try {
    callback(null, await response.json());
  } catch {
    // A server that answers every path with the app's page: retrying cannot help.
    callback(`failed parsing ${url} to json`, false);
  }
}

/** i18next's backend plugin: `i18n.use(TranslationBackend)`, options from above. */
export class TranslationBackend implements BackendModule<TranslationFiles> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private files: TranslationFiles = translationBackendOptions();

  init(_services: unknown, options: TranslationFiles): void {
    this.files = { ...this.files, ...options };
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.files.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    void readFile(url, this.files, callback);
  }
}
