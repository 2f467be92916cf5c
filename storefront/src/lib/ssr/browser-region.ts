import type { RegionChoice } from '../region/region-choice.ts';
import { acceptedLanguageTags, tagCountry } from './accept-language.ts';
import { regionChoiceFromCookies } from './region-cookie.ts';

/** What of a region the choice and the page key need: its id, and the countries in it. */
export interface KeyRegion {
  id: string;
  countries?: ReadonlyArray<{ iso_2?: string | null }> | null;
}

/**
 * The region of a first visit (issue 24): the first of the browser's languages, most wanted
 * first, whose country is one of a region's countries, with that country (`en-US`: North
 * America, United States; `de-AT`: Europe, Austria). A language without a country (`de`,
 * `en`) names none: `de` is spoken in three countries and `en` in many, and a guess would
 * put a shopper in the wrong currency. Null when nothing matches: the store's default.
 */
export function browserRegion(
  acceptLanguage: string | null | undefined,
  regions: readonly KeyRegion[] | undefined,
): RegionChoice | null {
  if (!regions?.length) return null;
  for (const tag of acceptedLanguageTags(acceptLanguage)) {
    const country = tagCountry(tag);
    if (!country) continue;
    const region = regions.find((candidate) =>
      candidate.countries?.some((offered) => offered.iso_2 === country),
    );
    if (region) return { regionId: region.id, countryCode: country };
  }
  return null;
}

/**
 * The region a page is rendered in: the shopper's choice (the `store_region` cookie) always,
 * else the one the browser's languages name, else null (the store's default region). The
 * same for the page and its cache key (page-key.ts), or a page would be kept for shoppers
 * it does not fit.
 */
export function regionForRequest(
  cookies: string | null | undefined,
  acceptLanguage: string | null | undefined,
  regions: readonly KeyRegion[] | undefined,
): RegionChoice | null {
  return regionChoiceFromCookies(cookies) ?? browserRegion(acceptLanguage, regions);
}

/**
 * The configured default region (`STOREFRONT_DEFAULT_REGION`, issue 25 item 6): a region id,
 * or a country code naming the region that has it (with that country). Null when unset or
 * when no region matches: then the store's first region, as before.
 */
export function defaultRegionChoice(
  setting: string | undefined,
  regions: readonly KeyRegion[] | undefined,
): RegionChoice | null {
  if (!setting || !regions?.length) return null;
  if (regions.some((region) => region.id === setting)) return { regionId: setting };
  const country = setting.toLowerCase();
  const region = regions.find((candidate) =>
    candidate.countries?.some((offered) => offered.iso_2 === country),
  );
  return region ? { regionId: region.id, countryCode: country } : null;
}
