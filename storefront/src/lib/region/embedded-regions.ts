import type { StoreListRegionsData } from '@commerce/client/store/regions';

/** Where the server writes the regions into the page (server/src/http/storefront-page.ts). */
export const EMBEDDED_REGIONS_ID = 'store-regions';

/**
 * The answer to the regions read (`regionListParams`) that the server wrote into the page,
 * so prices need no round trip first; undefined when the page has none (the development
 * server, a failed read) or it does not parse, and the app reads the regions itself.
 */
export function readEmbeddedRegions(doc: Document): StoreListRegionsData | undefined {
  const text = doc.getElementById(EMBEDDED_REGIONS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    const regions = (data as { regions?: unknown } | null)?.regions;
    return Array.isArray(regions) ? (data as StoreListRegionsData) : undefined;
  } catch {
    return undefined;
  }
}
