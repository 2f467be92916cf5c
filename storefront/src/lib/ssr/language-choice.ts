import { FALLBACK_LANGUAGE, matchLanguage } from '@commerce/client/i18n/languages';
import { acceptedLanguageTags } from './accept-language.ts';
import { cookieValue } from './region-cookie.ts';

/** The language the shopper picked, remembered where the server can read it. */
export const LANGUAGE_COOKIE = 'store_lang';

const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The language a page is rendered in: a `?lng=` link first, then the one picked earlier
 * (cookie), then the browser's list (`Accept-Language`, most wanted first: accept-language.ts), else English; the order the
 * browser's detector used (create-app-i18n.ts `detectionFor`), read on the server.
 */
export function languageForRequest(
  url: URL,
  cookies: string | null | undefined,
  acceptLanguage: string | null | undefined,
): string {
  const query = url.searchParams.get('lng');
  const fromQuery = query ? matchLanguage(query) : undefined;
  if (fromQuery) return fromQuery;
  const picked = cookieValue(cookies, LANGUAGE_COOKIE);
  const fromCookie = picked ? matchLanguage(picked) : undefined;
  if (fromCookie) return fromCookie;
  for (const tag of acceptedLanguageTags(acceptLanguage)) {
    const matched = matchLanguage(tag);
    if (matched) return matched;
  }
  return FALLBACK_LANGUAGE;
}

export function languageCookie(language: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax`;
}
