import {
  type Client,
  type ClientConfig,
  createClient,
  HOOK_LAYER_MAX_RETRIES,
} from '@commerce/client';

/**
 * The storefront's API client: the hook layer's 3 retries (specification section 9). A request
 * without an answer, or answered 409 or 501-599, is sent again; each POST keeps one
 * Idempotency-Key across its retries, so the server answers a repeat with the first answer
 * (server/README.md, "Idempotency-Key"). `backoff` only for tests, which wait less.
 */
export function createStorefrontClient(baseUrl: string, backoff?: ClientConfig['backoff']): Client {
  return createClient({
    baseUrl,
    maxRetries: HOOK_LAYER_MAX_RETRIES,
    ...(backoff ? { backoff } : {}),
  });
}
