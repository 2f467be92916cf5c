/**
 * The first country of `countries` (lower-case ISO 3166-1 codes) that the browser's
 * languages name: `de-AT` names Austria. A language alone (`de`) names no country, except
 * where it is written like one the list holds (`de` for Germany, `fr` for France), the
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
    if (language && offered.has(language)) return language;
  }
  return undefined;
}
