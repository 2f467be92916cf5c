import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@commerce/client/i18n/languages';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR } from './strings.ts';

/*
 * Every language of the store has an email file with exactly English's keys, each with
 * the same placeholders, and a non-empty text.
 */

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

function read(code: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, `${code}.json`), 'utf8')));
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = read('en');

describe('email strings', () => {
  it('has one file per language of the store, and no other', () => {
    const files = readdirSync(LOCALES_DIR).map((name) => name.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s has English’s keys with the same placeholders',
    (code) => {
      const strings = read(code);
      expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = strings.get(key) ?? '';
        expect(translated.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(translated), `${code} ${key}`).toEqual(placeholders(text));
      }
    },
  );
});
