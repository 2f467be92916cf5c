import type { RegionChoice } from '../region/region-choice.ts';

/**
 * The shopper's region travels in a cookie, so the server renders prices in the currency the
 * shopper will see (issue 23): the value is `{regionId}` or `{regionId}:{countryCode}`, as the
 * region picker's option values (region-choice.ts `choiceValue`).
 */
export const REGION_COOKIE = 'store_region';

/** One year: the same lifetime a localStorage choice had in practice. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The value of cookie `name` in a `Cookie` header (or `document.cookie`), if present. */
export function cookieValue(cookies: string | null | undefined, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function regionChoiceFromCookies(cookies: string | null | undefined): RegionChoice | null {
  return regionChoiceOf(cookieValue(cookies, REGION_COOKIE));
}

/**
 * A region choice written as `{regionId}` or `{regionId}:{countryCode}` (the cookie, and the
 * page's `<html data-region>`), or null for anything else.
 */
export function regionChoiceOf(value: string | null | undefined): RegionChoice | null {
  if (!value) return null;
  const [regionId = '', countryCode] = value.split(':');
  if (!/^[\w-]+$/.test(regionId)) return null;
  return countryCode && /^[a-z]{2}$/i.test(countryCode) ? { regionId, countryCode } : { regionId };
}

/**
 * Stores a cookie written by regionCookie or languageCookie (language-choice.ts) in the
 * browser. `document.cookie`: the Cookie Store API is asynchronous and not in every browser
 * the store serves.
 */
export function rememberCookie(assignment: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above; one place writes cookies.
  document.cookie = assignment;
}

/** The `document.cookie` assignment that remembers a choice. */
export function regionCookie(choice: RegionChoice): string {
  const value = choice.countryCode ? `${choice.regionId}:${choice.countryCode}` : choice.regionId;
  return `${REGION_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax`;
}
