import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FALLBACK_LANGUAGE, isLanguageCode, LANGUAGE_CODES } from './languages.ts';

/**
 * Checks translation folders against English (issue 7: every key in every language, with a
 * real translation). Each app's locales.test.ts runs it on its `public/locales`. It reads the
 * disk, so it has its own entry (`@commerce/client/i18n/check-locales`) and is never bundled.
 */

export type LocaleProblemKind =
  | 'unknown-language'
  | 'missing-file'
  | 'invalid-file'
  | 'missing-key'
  | 'extra-key'
  | 'empty-value'
  | 'same-as-english'
  | 'placeholders-differ';

export interface LocaleProblem {
  kind: LocaleProblemKind;
  language: string;
  namespace?: string;
  key?: string;
  detail?: string;
}

export interface CheckLocalesOptions {
  /**
   * Values rightly the same as English, as `namespace:key` -> the languages where that
   * holds, or 'all' (brand names). Every other value copied from English is reported.
   */
  sameAsEnglish?: Readonly<Record<string, 'all' | readonly string[]>>;
}

type Flat = Map<string, string>;

const PLURAL_ORDER: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^},\s]+)[^}]*\}\}/g;

/** The language folders under `dir` (each one holds `{namespace}.json` files). */
export function localeFolders(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

/** Which of the 21 languages have no folder under `dir` yet. */
export function missingLanguages(dir: string): string[] {
  const present = new Set(localeFolders(dir));
  return LANGUAGE_CODES.filter((code) => !present.has(code));
}

/** Every problem of every language folder under `dir`, compared with `dir/en`. */
export function checkLocales(dir: string, options: CheckLocalesOptions = {}): LocaleProblem[] {
  const allowed = options.sameAsEnglish ?? {};
  const englishDir = join(dir, FALLBACK_LANGUAGE);
  if (!existsSync(englishDir)) {
    return [{ kind: 'missing-file', language: FALLBACK_LANGUAGE, detail: englishDir }];
  }
  const namespaces = readdirSync(englishDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
  const problems: LocaleProblem[] = [];
  const english = new Map<string, Flat>();
  for (const namespace of namespaces) {
    const flat = readFlat(join(englishDir, `${namespace}.json`));
    if (typeof flat === 'string') {
      problems.push({ kind: 'invalid-file', language: 'en', namespace, detail: flat });
    } else english.set(namespace, flat);
  }

  for (const language of localeFolders(dir)) {
    if (language === FALLBACK_LANGUAGE) continue;
    if (!isLanguageCode(language)) {
      // e.g. `tm` or `pt-BR`: i18next would never ask for it (see languages.ts).
      problems.push({ kind: 'unknown-language', language });
      continue;
    }
    for (const [namespace, source] of english) {
      const file = join(dir, language, `${namespace}.json`);
      if (!existsSync(file)) {
        problems.push({ kind: 'missing-file', language, namespace });
        continue;
      }
      const target = readFlat(file);
      if (typeof target === 'string') {
        problems.push({ kind: 'invalid-file', language, namespace, detail: target });
        continue;
      }
      const at = { language, namespace };
      const expected = expectedKeys(source, language);
      for (const key of expected) {
        if (!target.has(key)) problems.push({ kind: 'missing-key', ...at, key });
      }
      for (const [key, value] of target) {
        if (!expected.has(key)) {
          problems.push({ kind: 'extra-key', ...at, key });
          continue;
        }
        const englishValue = source.get(key) ?? source.get(key.replace(PLURAL_SUFFIX, '_other'));
        if (value.trim() === '') problems.push({ kind: 'empty-value', ...at, key });
        else if (value === englishValue && needsTranslation(value)) {
          const allowedIn = allowed[`${namespace}:${key}`];
          if (allowedIn !== 'all' && !allowedIn?.includes(language)) {
            problems.push({ kind: 'same-as-english', ...at, key, detail: value });
          }
        }
        const want = placeholders(englishValue ?? '');
        const got = placeholders(value);
        if (want !== got) {
          problems.push({ kind: 'placeholders-differ', ...at, key, detail: `${want} / ${got}` });
        }
      }
    }
  }
  return problems;
}

/**
 * The keys a language must have. A plural group (`x_one`, `x_other` in English) needs the
 * forms of that language's own plural rules, as i18next picks them with Intl.PluralRules:
 * Japanese has only `x_other`, Arabic six forms.
 */
function expectedKeys(english: Flat, language: string): Set<string> {
  const keys = new Set<string>();
  const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort(
    (a, b) => PLURAL_ORDER.indexOf(a) - PLURAL_ORDER.indexOf(b),
  );
  for (const key of english.keys()) {
    if (!PLURAL_SUFFIX.test(key)) keys.add(key);
    else for (const category of categories) keys.add(key.replace(PLURAL_SUFFIX, `_${category}`));
  }
  return keys;
}

/** A value of only placeholders, digits and punctuation reads the same in every language. */
function needsTranslation(value: string): boolean {
  return /\p{L}/u.test(value.replace(PLACEHOLDER, ''));
}

function placeholders(value: string): string {
  return [...value.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(', ');
}

/** The file as `dotted.key -> text`, or a message saying why it cannot be read. */
function readFlat(file: string): Flat | string {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (!isObject(data)) return 'not a JSON object';
  const flat: Flat = new Map();
  const visit = (value: unknown, path: string): string | undefined => {
    if (typeof value === 'string') flat.set(path, value);
    else if (isObject(value)) {
      for (const [key, inner] of Object.entries(value)) {
        const error = visit(inner, path ? `${path}.${key}` : key);
        if (error) return error;
      }
    } else return `${path} is neither text nor a group of keys`;
    return undefined;
  };
  return visit(data, '') ?? flat;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
