import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@commerce/client/i18n';
import { checkLocales, localeFolders, missingLanguages } from '@commerce/client/i18n/check-locales';
import { describe, expect, it } from 'vitest';
import { SAME_AS_ENGLISH } from './same-as-english.ts';

// A path from the file URL as a string: under jsdom the global URL is not Node's.
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

describe('the translations in admin/public/locales', () => {
  it('give every language folder every English key, really translated', () => {
    expect(localeFolders(LOCALES)).toContain('en');
    expect(checkLocales(LOCALES, { sameAsEnglish: SAME_AS_ENGLISH })).toEqual([]);
  });

  // Fails until the 20 translations are written (issue 7, "every key exists in every
  // language"): the message lists the languages still missing.
  it('has a folder for each of the 21 languages', () => {
    expect(missingLanguages(LOCALES)).toEqual([]);
    expect(localeFolders(LOCALES)).toEqual([...LANGUAGE_CODES].sort());
  });
});
