import type { Client } from '@commerce/client';
import { languageOf } from '@commerce/client/i18n/languages';
import { storeListRegionsQueryOptions } from '@commerce/client/store/regions';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { countryNames, knowCountryNames } from '../address/country-name.ts';
import { regionListParams, type StoreRegion } from '../region/region-choice.ts';

/** What the server's page carries for the browser: the names its region picker showed. */
export interface CountryNamesHandoff {
  locale: string;
  names: Record<string, string>;
}

/** The part of a router this needs: its server-to-browser hand-off of extra data. */
interface HandoffRouter {
  options: {
    dehydrate?: () => unknown;
    hydrate?: (dehydrated: never) => unknown;
  };
}

/**
 * The names of the store's countries, in the page's language, from the server to the
 * browser with the page's data (issue 23, total blocking time). The region picker names
 * every country of the store (lib/address/country-name.ts); in the browser the first
 * `Intl.DisplayNames` loads the region names, one unit of work of 100-150 ms at
 * Lighthouse's 4x CPU slowdown that no slicing of hydration cuts. The server already has
 * them; with them the browser hydrates with the text the server wrote (its Intl may name a
 * country otherwise, and a different text would not hydrate), and makes a formatter only
 * for a language the shopper picks later. Set before the React Query hand-off
 * (storefront-router.tsx), which calls these first.
 */
export function handOverCountryNames(
  router: HandoffRouter,
  context: { queryClient: QueryClient; client: Client; i18n: I18n },
): void {
  const { queryClient, client, i18n } = context;
  const dehydrate = router.options.dehydrate;
  const hydrate = router.options.hydrate;
  router.options.dehydrate = async () => {
    const earlier = (await dehydrate?.()) as object | undefined;
    const regions = queryClient.getQueryData(
      storeListRegionsQueryOptions(client, regionListParams).queryKey,
    )?.regions;
    return { ...earlier, countryNames: pageCountryNames(regions, i18n.language) };
  };
  router.options.hydrate = async (dehydrated: never) => {
    await hydrate?.(dehydrated);
    const handoff = (dehydrated as { countryNames?: CountryNamesHandoff } | undefined)
      ?.countryNames;
    if (handoff) knowCountryNames(handoff.locale, handoff.names);
  };
}

/** The names of every country of `regions` in `language`, as the region picker asks them. */
export function pageCountryNames(
  regions: readonly StoreRegion[] | undefined,
  language: string,
): CountryNamesHandoff {
  const locale = languageOf(language).htmlLang;
  const codes = (regions ?? []).flatMap((region) =>
    (region.countries ?? []).map((country) => country.iso_2),
  );
  return { locale, names: countryNames(codes, locale) };
}
