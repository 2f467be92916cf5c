import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/**
 * The translation loader of both apps: an i18next backend that reads each app's
 * `public/locales/{lng}/{ns}.json` (specification section 7, "Translation files") with the
 * section 8 and 9 rules: at most 10 reads at once, a 5xx or a missing status retried up to
 * 5 times with the wait doubling from 350 ms, a 4xx final.
 */

export const MAX_PARALLEL_READS = 10;
export const MAX_RETRIES = 5;
export const FIRST_RETRY_DELAY_MS = 350;

export interface TranslationLoaderOptions {
  /**
   * Where the app is served (its `import.meta.env.BASE_URL`), default `/`. Vite serves an
   * app's `public/` at its base, so a file is at `{base}locales/{lng}/{ns}.json`: the
   * admin's under `/app/`, the storefront's under `/`.
   */
  base?: string;
  /** Overrides the URL of one file entirely. */
  loadPath?: (language: string, namespace: string) => string;
  fetch?: (url: string) => Promise<Response>;
  /** Waits between attempts; injected so tests need no real time. */
  sleep?: (ms: number) => Promise<void>;
  maxParallelReads?: number;
  maxRetries?: number;
  firstRetryDelayMs?: number;
}

/** Why a translation file could not be read. `status` is undefined when none arrived. */
export class TranslationLoadError extends Error {
  override readonly name = 'TranslationLoadError';
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | undefined,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface TranslationLoader extends BackendModule {
  /** Reads one file with the queue and retry rules; what `read` reports to i18next. */
  load(language: string, namespace: string): Promise<ResourceKey>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTranslationLoader(options: TranslationLoaderOptions = {}): TranslationLoader {
  const base = options.base ?? '/';
  const urlOf =
    options.loadPath ??
    ((language: string, namespace: string) =>
      `${base.endsWith('/') ? base : `${base}/`}locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`);
  // Looked up per call (not captured) so a test's stub of globalThis.fetch still applies.
  const fetchFile = options.fetch ?? ((url: string) => globalThis.fetch(url));
  const sleep = options.sleep ?? realSleep;
  const maxRetries = options.maxRetries ?? MAX_RETRIES;
  const firstDelay = options.firstRetryDelayMs ?? FIRST_RETRY_DELAY_MS;
  const slots = createSlots(options.maxParallelReads ?? MAX_PARALLEL_READS);

  async function load(language: string, namespace: string): Promise<ResourceKey> {
    const url = urlOf(language, namespace);
    for (let attempt = 0; ; attempt += 1) {
      try {
        // A slot is held only while a request is open, not during the back-off wait, so
        // one failing file does not hold up the others.
        return await slots.run(() => readOnce(fetchFile, url));
      } catch (error) {
        const retryable = error instanceof TranslationLoadError && error.retryable;
        if (!retryable || attempt >= maxRetries) throw error;
        await sleep(firstDelay * 2 ** attempt);
      }
    }
  }

  return {
    type: 'backend',
    // Declares read(language, namespace, callback); i18next warns when it has to guess.
    callbackApi: true,
    init() {},
    load,
    read(language: string, namespace: string, callback: ReadCallback) {
      load(language, namespace).then(
        (data) => callback(null, data),
        // `false`, not `true`: i18next retries on its own when told to, and this loader
        // has already spent the retries the specification allows.
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
    },
  };
}

async function readOnce(
  fetchFile: (url: string) => Promise<Response>,
  url: string,
): Promise<ResourceKey> {
  let response: Response;
  try {
    response = await fetchFile(url);
  } catch (cause) {
    throw new TranslationLoadError(`Could not reach ${url}`, url, undefined, true, { cause });
  }
  // Status 0 (an opaque or failed response) counts as "no status": retryable (section 8).
  if (response.status === 0 || response.status >= 500) {
    throw new TranslationLoadError(
      `Reading ${url} failed with status ${response.status}`,
      url,
      response.status || undefined,
      true,
    );
  }
  if (!response.ok) {
    throw new TranslationLoadError(
      `Reading ${url} failed with status ${response.status}`,
      url,
      response.status,
      false,
    );
  }
  try {
    const data: unknown = await response.json();
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as ResourceKey;
  } catch {
    // Reported below: the same answer would come back on a retry.
  }
  // The server's app fallback answers a missing file with index.html and status 200.
  throw new TranslationLoadError(`${url} is not a JSON object`, url, response.status, false);
}

/** A small queue: at most `max` tasks run at once, the rest start in arrival order. */
function createSlots(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (active < max) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `active` never overshoots.
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
