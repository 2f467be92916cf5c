/** One formatter per language: the first one reads the country names in, which is slow. */
const formatters = new Map<string, Intl.DisplayNames>();

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
  try {
    let names = formatters.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      formatters.set(locale, names);
    }
    return names.of(code.toUpperCase()) ?? fallback ?? code;
  } catch {
    return fallback ?? code.toUpperCase();
  }
}
