import { type Read, readHttpUrl } from '../settings/values.ts';

/*
 * The storefront's run-time settings (issue 25, items 1 and 6): which API it talks to, the
 * publishable API key it sends, and the region a first visit lands in. Read from the
 * environment at each start, so one build serves any backend: the server renders with them
 * (storefront-page-ssr.ts), writes them into the page, and the browser's client uses them
 * (storefront/src/lib/api-client/page-config.ts). settings/settings.ts stops a start on a
 * wrong value.
 */

export interface StorefrontConfig {
  /**
   * The API the storefront talks to (`STOREFRONT_API_URL`), without a trailing slash; unset:
   * this server, whose routes the page's reads reach in-process.
   */
  apiUrl?: string;
  /** Sent as `x-publishable-api-key` on every store request (`STOREFRONT_PUBLISHABLE_KEY`). */
  publishableKey?: string;
  /**
   * A region id, or a country's ISO 3166-1 alpha-2 code, lower case (`STOREFRONT_DEFAULT_REGION`):
   * the region of a shopper who chose none and whose browser names none; unset: the store's first.
   */
  defaultRegion?: string;
}

/** Medusa's keys are `pk_` and 64 hex characters; any visible ASCII up to 200 is taken. */
const PUBLISHABLE_KEY = /^[\x21-\x7e]{1,200}$/;
/** A region id as Medusa and this server make them (`reg_…`), or a seed's own. */
const REGION_ID = /^[A-Za-z0-9_-]{3,100}$/;
const COUNTRY = /^[a-z]{2}$/i;

/** Each setting's value, or the problems found (one sentence each). */
export function readStorefrontConfig(env: NodeJS.ProcessEnv): Read<StorefrontConfig>[] {
  const reads: Read<StorefrontConfig>[] = [];
  // An http(s) URL without credentials, query or fragment, its trailing slash dropped.
  const apiUrl = readHttpUrl('STOREFRONT_API_URL', env.STOREFRONT_API_URL, 'base');
  reads.push(
    'problem' in apiUrl ? apiUrl : { value: apiUrl.value ? { apiUrl: apiUrl.value } : {} },
  );
  const key = env.STOREFRONT_PUBLISHABLE_KEY?.trim();
  if (key) {
    reads.push(
      PUBLISHABLE_KEY.test(key)
        ? { value: { publishableKey: key } }
        : {
            problem:
              'STOREFRONT_PUBLISHABLE_KEY must be 1 to 200 visible ASCII characters without spaces',
          },
    );
  }
  const region = env.STOREFRONT_DEFAULT_REGION?.trim();
  if (region) {
    reads.push(
      COUNTRY.test(region)
        ? { value: { defaultRegion: region.toLowerCase() } }
        : REGION_ID.test(region)
          ? { value: { defaultRegion: region } }
          : {
              problem: `STOREFRONT_DEFAULT_REGION must be a region id (reg_…) or a two-letter country code, got ${JSON.stringify(region.slice(0, 60))}`,
            },
    );
  }
  return reads;
}

/** The settings, the wrong ones left out (settings.ts has already refused to start on them). */
export function storefrontConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  let config: StorefrontConfig = {};
  for (const read of readStorefrontConfig(env)) {
    if ('value' in read) config = { ...config, ...read.value };
  }
  return config;
}
