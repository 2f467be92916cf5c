import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/**
 * The i18next backend of the storefront: reads `public/locales/{lng}/{ns}.json`, which Vite
 * copies to the app's root, so a file is served at `/locales/{lng}/{ns}.json`. A failed
 * read (no answer or a 5xx) is tried again a few times with a growing pause; a 4xx is final.
 */

export interface TranslationLoaderOptions {
  /** Where the app is served, ending in `/`. Default `import.meta.env.BASE_URL`. */
  base?: string;
  fetch?: (url: string) => Promise<Response>;
  /** Waits between attempts; injected so tests need no real time. */
  sleep?: (ms: number) => Promise<void>;
  retries?: number;
}

const FIRST_RETRY_DELAY_MS = 300;

class RetryableReadError extends Error {}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTranslationLoader(options: TranslationLoaderOptions = {}): BackendModule {
  const base = options.base ?? import.meta.env.BASE_URL;
  const root = base.endsWith('/') ? base : `${base}/`;
  // Looked up per call (not captured) so a test's stub of globalThis.fetch still applies.
  const fetchFile = options.fetch ?? ((url: string) => globalThis.fetch(url));
  const sleep = options.sleep ?? realSleep;
  const retries = options.retries ?? 3;

  async function readOnce(url: string): Promise<ResourceKey> {
    let response: Response;
    try {
      response = await fetchFile(url);
    } catch (cause) {
      throw new RetryableReadError(`Could not reach ${url}`, { cause });
    }
    if (response.status >= 500 || response.status === 0) {
      throw new RetryableReadError(`Reading ${url} failed with status ${response.status}`);
    }
    if (!response.ok) throw new Error(`Reading ${url} failed with status ${response.status}`);
    // The server answers an unknown page with index.html (status 200): not a JSON object.
    const data: unknown = await response.json().catch(() => undefined);
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as ResourceKey;
    throw new Error(`${url} is not a JSON object`);
  }

  async function load(language: string, namespace: string): Promise<ResourceKey> {
    const url = `${root}locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await readOnce(url);
      } catch (error) {
        if (!(error instanceof RetryableReadError) || attempt >= retries) throw error;
        await sleep(FIRST_RETRY_DELAY_MS * 2 ** attempt);
      }
    }
  }

  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      load(language, namespace).then(
        (data) => callback(null, data),
        // `false`: the retries are spent here; i18next then falls back to English.
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
    },
  };
}
