import type { AnyRouter } from '@tanstack/react-router';
import type { RegionChoice } from '../region/region-choice.ts';
import { type KeyRegion, regionForRequest } from './browser-region.ts';
import { languageForRequest } from './language-choice.ts';

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
 * - the region the page is in (browser-region.ts `regionForRequest`): the cookie's, only as
 *   an existing region and one of its countries (anything else, a deleted region or a
 *   cookie made up to fill the cache, renders the default region's page, which is then not
 *   kept); without a cookie, the region and country the browser's languages resolve to,
 *   never the raw header. The key space stays the store's regions and their countries times
 *   languages, and a first visit's page is the page of the same choice made in the picker.
 *   Without the store's regions (their read failed) no page is kept: which region the page
 *   shows cannot be told.
 */
export function pageCacheKey(
  router: AnyRouter,
  request: Request,
  regions: readonly KeyRegion[] | undefined,
): string | undefined {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  const acceptLanguage = request.headers.get('accept-language');
  const region = regionPart(regionForRequest(cookies, acceptLanguage, regions), regions);
  if (region === undefined) return undefined;
  const search = router.options.parseSearch(url.search);
  const matches = router.matchRoutes(url.pathname, search);
  const leaf = matches.at(-1);
  // A path no route takes is the not-found page, which a stranger can ask for at any path.
  if (!leaf || leaf.searchError || matches.some((match) => match._notFound)) return undefined;
  const language = languageForRequest(url, cookies, acceptLanguage);
  return [leaf.pathname, canonicalJson(leaf._strictSearch), language, region].join('\n');
}

/**
 * The region part of a key: '' for the store's default region, undefined for a choice naming
 * no region of the store (or when the regions are not known).
 */
function regionPart(
  choice: RegionChoice | null,
  regions: readonly KeyRegion[] | undefined,
): string | undefined {
  if (!regions) return undefined;
  if (!choice) return '';
  const region = regions.find((candidate) => candidate.id === choice.regionId);
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
