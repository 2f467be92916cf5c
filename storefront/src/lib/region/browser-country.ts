/**
 * Languages whose code is also the code of the country where it is mainly spoken. Most
 * codes that look alike name other places: `uk` is Ukrainian (not the United Kingdom), `ca`
 * Catalan (not Canada), `be` Belarusian (not Belgium), `ar` Arabic (not Argentina).
 */
const LANGUAGE_IS_COUNTRY = new Set(
  ['bg', 'de', 'es', 'fi', 'fr', 'hr', 'hu', 'is', 'it', 'lt', 'lv', 'mt', 'nl', 'pl', 'pt'].concat(
    ['ro', 'sk', 'th', 'tr'],
  ),
);

/**
 * The first country of `countries` (lower-case ISO 3166-1 codes) that the browser's
 * languages name: `de-AT` names Austria. A language alone (`de`) names no country, except
 * where the language is that country's own (`de` for Germany, `fr` for France), the
 * browser's guess for a shopper who set only a language. Undefined when none matches.
 */
export function browserCountry(
  countries: readonly string[],
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string | undefined {
  const offered = new Set(countries.map((code) => code.toLowerCase()));
  const tags = languages.map((tag) => tag.toLowerCase().split('-'));
  for (const [, region] of tags) {
    if (region && region.length === 2 && offered.has(region)) return region;
  }
  for (const [language] of tags) {
    if (language && LANGUAGE_IS_COUNTRY.has(language) && offered.has(language)) return language;
  }
  return undefined;
}
