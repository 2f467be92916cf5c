import {
  type Client,
  type ClientConfig,
  createClient,
  HOOK_LAYER_MAX_RETRIES,
} from '@commerce/client';
import { forgetRefusedTokens, startTokenSignIn } from './store-token.ts';

export interface StorefrontClientOptions {
  /** Sent as `x-publishable-api-key` on every store request (STOREFRONT_PUBLISHABLE_KEY). */
  publishableKey?: string | undefined;
  /**
   * Sign in with a bearer token kept in the tab (store-token.ts) rather than the API's
   * cookie session: for an API on another origin.
   */
  tokenSignIn?: boolean;
}

/**
 * The storefront's API client: the hook layer's 3 retries (specification section 9). A request
 * without an answer, or answered 409 or 501-599, is sent again; each POST keeps one
 * Idempotency-Key across its retries, so the server answers a repeat with the first answer
 * (server/README.md, "Idempotency-Key"). `backoff` only for tests, which wait less.
 */
export function createStorefrontClient(
  baseUrl: string,
  backoff?: ClientConfig['backoff'],
  options: StorefrontClientOptions = {},
): Client {
  let client: Client | undefined;
  client = createClient({
    baseUrl,
    maxRetries: HOOK_LAYER_MAX_RETRIES,
    ...(backoff ? { backoff } : {}),
    ...(options.publishableKey ? { publishableApiKey: options.publishableKey } : {}),
    ...(options.tokenSignIn
      ? {
          fetch: forgetRefusedTokens(
            (request) => globalThis.fetch(request),
            () => client,
          ),
        }
      : {}),
  });
  if (options.tokenSignIn) startTokenSignIn(client);
  return client;
}

/**
 * Whether the browser must sign in with tokens: the API is on another origin than the page,
 * whose cookies a browser need not send it (issue 25 item 1).
 */
export function needsTokenSignIn(apiUrl: string, pageOrigin: string): boolean {
  try {
    return new URL(apiUrl).origin !== new URL(pageOrigin).origin;
  } catch {
    return false;
  }
}
