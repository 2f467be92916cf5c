import { matchLanguage } from '@commerce/client/i18n/languages';
import { browserStorage, type KeyValueStorage } from '../browser-storage.ts';
import { LANGUAGE_STORAGE_KEY } from '../i18n/setup.ts';
import { type RegionChoice, readRegionChoice } from '../region/region-choice.ts';
import { LANGUAGE_COOKIE } from './language-choice.ts';
import { cookieValue, REGION_COOKIE } from './region-cookie.ts';

/*
 * Before pages were rendered on the server, the region and the language a shopper picked
 * were kept in localStorage, which the server cannot read. A returning shopper's first page
 * is therefore rendered without them; the browser then moves the stored choice to the
 * cookie (one flash of the default region or language, once): the cookie is there on every
 * later page.
 */

/** The region stored in localStorage, when the cookie does not hold one yet. */
export function regionToMigrate(
  cookies: string,
  storage: KeyValueStorage | null = browserStorage(),
): RegionChoice | null {
  if (cookieValue(cookies, REGION_COOKIE) !== undefined) return null;
  return readRegionChoice(storage);
}

/**
 * The language stored by the old detector, when the cookie does not hold one yet and the
 * page was not opened with a `?lng=` link (which wins over both).
 */
export function languageToMigrate(
  cookies: string,
  search: string,
  storage: KeyValueStorage | null = browserStorage(),
): string | undefined {
  return mayMigrateLanguage(cookies, search) ? storedLanguage(storage) : undefined;
}

/**
 * Whether a stored language may still be moved to the cookie: checked before i18next starts
 * (which writes its first language to the cookie), while the storage itself can be read
 * later, once the page has hydrated (`storedLanguage`): the first read of localStorage is
 * work of the main thread the first page does not need.
 */
export function mayMigrateLanguage(cookies: string, search: string): boolean {
  return (
    cookieValue(cookies, LANGUAGE_COOKIE) === undefined && !new URLSearchParams(search).has('lng')
  );
}

/** The language the old detector stored, as one of the storefront's languages. */
export function storedLanguage(
  storage: KeyValueStorage | null = browserStorage(),
): string | undefined {
  let stored: string | null | undefined;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return undefined;
  }
  return stored ? matchLanguage(stored) : undefined;
}
