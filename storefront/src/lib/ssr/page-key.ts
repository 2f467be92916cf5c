import type { AnyRouter } from '@tanstack/react-router';
import { languageForRequest } from './language-choice.ts';
import { regionChoiceFromCookies } from './region-cookie.ts';

/** What of a region the key needs: its id, and the countries a shopper may pick in it. */
export interface KeyRegion {
  id: string;
  countries?: ReadonlyArray<{ iso_2?: string | null }> | null;
}

/**
 * The key the server keeps a rendered page under (server/src/http/storefront-page-ssr.ts),
 * or undefined for a page it must not keep. Everything the page is rendered from, read the
 * way the router and the page read it, so that two requests share a key only when they get
 * the same page, and a stranger's request cannot add keys for a page already kept:
 *
 * - the matched route's path, its params decoded and encoded again by the router (a path
 *   no route takes has no key: its not-found page is not kept);
 * - the search params the matched routes validate, as validated: a tracking parameter
 *   (`utm_source`), an unknown key, a repeat or a value that does not fit is not in the key,
 *   as it is not in the page (the routes' `validateSearch` drops it), and the order of the
 *   params does not matter;
 * - the language the page is in (`?lng=`, cookie or `Accept-Language`, as one of the 21);
 * - the region cookie, only as an existing region and one of its countries. Anything else
 *   (a deleted region, a cookie made up to fill the cache) renders the default region's
 *   page, which is then not kept: the key space stays the store's regions times languages.
 */
export function pageCacheKey(
  router: AnyRouter,
  request: Request,
  regions: readonly KeyRegion[] | undefined,
): string | undefined {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  const region = regionPart(regionChoiceFromCookies(cookies), regions);
  if (region === undefined) return undefined;
  const search = router.options.parseSearch(url.search);
  const matches = router.matchRoutes(url.pathname, search);
  const leaf = matches.at(-1);
  // A path no route takes is the not-found page, which a stranger can ask for at any path.
  if (!leaf || leaf.searchError || matches.some((match) => match._notFound)) return undefined;
  const language = languageForRequest(url, cookies, request.headers.get('accept-language'));
  return [leaf.pathname, canonicalJson(leaf._strictSearch), language, region].join('\n');
}

/** The region part of a key: '' without a cookie, undefined for one naming no region. */
function regionPart(
  choice: ReturnType<typeof regionChoiceFromCookies>,
  regions: readonly KeyRegion[] | undefined,
): string | undefined {
  if (!choice) return '';
  const region = regions?.find((candidate) => candidate.id === choice.regionId);
  if (!region) return undefined;
  const country = choice.countryCode;
  if (!country) return region.id;
  // As the page shows it: `DE` is not the picker's `de`, so it is not `de`'s page either.
  const known = region.countries?.some((candidate) => candidate.iso_2 === country);
  return known ? `${region.id}:${country}` : undefined;
}

/** The validated search as JSON with its keys sorted and undefined values left out. */
function canonicalJson(search: Record<string, unknown> | undefined): string {
  const entries = Object.entries(search ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}
