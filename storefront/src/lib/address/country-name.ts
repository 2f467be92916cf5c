/** One formatter per language: the first one reads the country names in, which is slow. */
const formatters = new Map<string, Intl.DisplayNames>();

/**
 * Names known without a formatter, by language: those the server rendered the page with
 * (country-names-handoff.ts), so hydrating the page makes none. The first formatter of a
 * page loads the browser's region names (100-150 ms of one task at Lighthouse's 4x CPU
 * slowdown, issue 23), and the same text as the server's is what hydration needs anyway.
 */
const known = new Map<string, Record<string, string>>();

/** The browser's (or the server's) own name of a country, if it has one. */
function intlName(code: string, locale: string): string | undefined {
  let names = formatters.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    formatters.set(locale, names);
  }
  return names.of(code);
}

/**
 * A country's name in the shopper's language, from its ISO 3166-1 code; `fallback` (or
 * the code) when the browser does not know it.
 */
export function countryName(
  code: string | null | undefined,
  locale: string,
  fallback?: string,
): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  const name = known.get(locale)?.[upper];
  if (name !== undefined) return name;
  try {
    return intlName(upper, locale) ?? fallback ?? code;
  } catch {
    return fallback ?? upper;
  }
}

/** The names of `codes` in `locale` that Intl knows, by upper-case code (for the page). */
export function countryNames(codes: Iterable<string>, locale: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const code of codes) {
    const upper = code.toUpperCase();
    try {
      const name = intlName(upper, locale);
      if (name !== undefined) names[upper] = name;
    } catch {
      // Not a code Intl takes: countryName falls back as it would.
    }
  }
  return names;
}

/** Names `countryName` answers in `locale` without asking Intl (what the server used). */
export function knowCountryNames(locale: string, names: Readonly<Record<string, string>>): void {
  known.set(locale, { ...known.get(locale), ...names });
}
