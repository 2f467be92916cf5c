/*
 * The API settings the server renders the storefront with (STOREFRONT_API_URL,
 * STOREFRONT_PUBLISHABLE_KEY: server/src/http/storefront-config.ts), handed to the browser's
 * client on the page's `<html>`, so one build serves any backend. Both are public: the
 * browser sends them with every request anyway.
 */

export interface PageApiConfig {
  /** The API's base URL; unset: the page's own origin. */
  url?: string | undefined;
  /** Sent as `x-publishable-api-key` on store requests. */
  publishableKey?: string | undefined;
}

/** The `<html>` attributes that carry the settings (none when unset). */
export function pageApiAttributes(api: PageApiConfig | undefined): Record<string, string> {
  return {
    ...(api?.url ? { 'data-api-url': api.url } : {}),
    ...(api?.publishableKey ? { 'data-publishable-key': api.publishableKey } : {}),
  };
}

/** The settings read back from `<html>`'s dataset in the browser. */
export function pageApiConfigOf(dataset: DOMStringMap): PageApiConfig {
  return {
    ...(dataset.apiUrl ? { url: dataset.apiUrl } : {}),
    ...(dataset.publishableKey ? { publishableKey: dataset.publishableKey } : {}),
  };
}
