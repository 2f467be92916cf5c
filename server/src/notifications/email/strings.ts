import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FALLBACK_LANGUAGE, type LanguageCode } from '@commerce/client/i18n/languages';
import type english from './locales/en.json';

/*
 * The words of the emails: one JSON file per language under locales/, English first; the
 * others hold exactly its keys and placeholders (strings.test.ts). A placeholder is
 * `{{name}}`; the values are plain text, escaped by the HTML renderer with everything else.
 */

export type Strings = typeof english;
export type TemplateKey = Exclude<keyof Strings, 'common'>;

export const LOCALES_DIR = join(import.meta.dirname, 'locales');

const loaded = new Map<LanguageCode, Strings>();

/** The strings of a language (read once); a language without a file reads English. */
export function stringsOf(language: LanguageCode): Strings {
  const cached = loaded.get(language);
  if (cached) return cached;
  let strings: Strings;
  try {
    strings = JSON.parse(readFileSync(join(LOCALES_DIR, `${language}.json`), 'utf8'));
  } catch (error) {
    if (language === FALLBACK_LANGUAGE) throw error;
    strings = stringsOf(FALLBACK_LANGUAGE);
  }
  loaded.set(language, strings);
  return strings;
}

/** Fills `{{name}}` placeholders; one without a value becomes empty rather than shown. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}
