import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.ts';
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
  'cart:totals.total': ['fr', 'es', 'pt'],
  'cart:totals.subtotal': ['es', 'pt'],
  'catalog:pagination.label': ['fr'],
  'common:nav.collections': ['fr'],
  'catalog:filters.collection': ['fr'],
  'catalog:filters.type': ['fr'],
  'catalog:pagination.pageOnly': ['fr'],
  'account:fields.password': ['it'],
  'account:order.subtotal': ['es', 'pt'],
  'account:order.total': ['fr', 'es', 'pt'],
};

const PLACEHOLDER = /\{\{\s*([^},\s]+)[^}]*\}\}/g;

function flatten(value: unknown, path = '', into = new Map<string, string>()) {
  if (typeof value === 'string') into.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, path ? `${path}.${key}` : key, into);
  }
  return into;
}

const read = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')));

const placeholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(',');

describe('the translations in storefront/public/locales', () => {
  it('has a folder for each of the 21 languages, and no other', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('has exactly the English files in every language', () => {
    expect(readdirSync(join(LOCALES, 'en')).sort()).toEqual(
      NAMESPACES.map((namespace) => `${namespace}.json`).sort(),
    );
    for (const language of LANGUAGE_CODES) {
      for (const namespace of NAMESPACES) {
        expect(
          existsSync(join(LOCALES, language, `${namespace}.json`)),
          `${language}/${namespace}`,
        ).toBe(true);
      }
    }
  });

  it('gives every key of English in every language, translated, with the same placeholders', () => {
    const problems: string[] = [];
    for (const namespace of NAMESPACES) {
      const english = read('en', namespace);
      for (const language of LANGUAGE_CODES) {
        if (language === 'en') continue;
        const target = read(language, namespace);
        for (const [key, source] of english) {
          const value = target.get(key);
          const at = `${language}/${namespace}:${key}`;
          if (value === undefined) problems.push(`${at} missing`);
          else if (value.trim() === '') problems.push(`${at} empty`);
          else {
            if (placeholders(value) !== placeholders(source)) problems.push(`${at} placeholders`);
            const copied = value === source && /\p{L}/u.test(source.replace(PLACEHOLDER, ''));
            const allowed = SAME_AS_ENGLISH[`${namespace}:${key}`];
            if (copied && allowed !== 'all' && !allowed?.includes(language)) {
              problems.push(`${at} same as English`);
            }
          }
        }
        for (const key of target.keys()) {
          if (!english.has(key)) problems.push(`${language}/${namespace}:${key} extra`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
