import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@commerce/client/i18n';
import { checkLocales, localeFolders } from '@commerce/client/i18n/check-locales';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './setup.ts';

// A path from the file URL as a string: under jsdom the global URL is not Node's.
const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

/**
 * Values rightly the same as English, as `namespace:key` -> languages. Every other value
 * equal to English is taken for a text nobody translated.
 */
const SAME_AS_ENGLISH: Record<string, 'all' | readonly string[]> = {
  // The store's name is a brand.
  'common:store.name': 'all',
  // A formula: the quantity times the unit price, read the same in every language.
  'cart:line.unitPrice': 'all',
  'cart:totals.total': ['fr', 'es', 'pt'],
  'common:totals.total': ['fr', 'es', 'pt'],
  'common:totals.subtotal': ['es', 'pt'],
  'catalog:pagination.label': ['fr'],
  'common:nav.collections': ['fr'],
  'common:menu.button': ['fr', 'it', 'pl', 'pt'],
  'catalog:filters.collection': ['fr'],
  'catalog:filters.type': ['fr'],
  'catalog:pagination.pageOnly': ['fr'],
  'account:fields.password': ['it'],
};

describe('the translations in storefront/public/locales', () => {
  it('has a folder for each of the 21 languages, and no other', () => {
    expect(localeFolders(LOCALES)).toEqual([...LANGUAGE_CODES].sort());
  });

  it('has an English file for each namespace, and no other', () => {
    expect(readdirSync(join(LOCALES, 'en')).sort()).toEqual(
      NAMESPACES.map((namespace) => `${namespace}.json`).sort(),
    );
  });

  it('gives every language every English key, translated, with the same placeholders', () => {
    expect(checkLocales(LOCALES, { sameAsEnglish: SAME_AS_ENGLISH })).toEqual([]);
  });
});
