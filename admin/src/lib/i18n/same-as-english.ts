import type { LanguageCode } from './languages.ts';

/**
 * Translations that are rightly the same as English, as `namespace:key` -> the languages
 * where that holds (or 'all', for brand names and codes). The locales check accepts these
 * and refuses every other value copied from English (issue 7: "a value identical to
 * English where English is not expected"). Values made only of placeholders, digits and
 * punctuation need no entry.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, 'all' | readonly LanguageCode[]>> = {
  // Spanish writes "Error" too.
  'common:notifications.error': ['es'],
};
