/**
 * The languages of both apps (specification section 9: "Languages (fallback en)") and the
 * rule that turns whatever a browser, a saved choice or a `?lng=` link reports into one of
 * them.
 */

export interface Language {
  /** The code i18next and `public/locales/{code}/` use. */
  code: string;
  /** The name in the language itself, as a language picker shows it. */
  name: string;
  /** The name in English, for people and logs that do not read the script. */
  englishName: string;
  dir: 'ltr' | 'rtl';
  /** What goes into `<html lang>`: the region or script the translation is written for. */
  htmlLang: string;
}

export const LANGUAGES = [
  { code: 'en', name: 'English', englishName: 'English', dir: 'ltr', htmlLang: 'en' },
  { code: 'de', name: 'Deutsch', englishName: 'German', dir: 'ltr', htmlLang: 'de' },
  { code: 'fr', name: 'Français', englishName: 'French', dir: 'ltr', htmlLang: 'fr' },
  { code: 'hr', name: 'Hrvatski', englishName: 'Croatian', dir: 'ltr', htmlLang: 'hr' },
  { code: 'it', name: 'Italiano', englishName: 'Italian', dir: 'ltr', htmlLang: 'it' },
  // The specification's Portuguese is Brazil's; the folder stays `pt` because detection
  // cuts every code to its primary part (pt-PT readers get the Brazilian text too).
  {
    code: 'pt',
    name: 'Português (Brasil)',
    englishName: 'Portuguese (Brazil)',
    dir: 'ltr',
    htmlLang: 'pt-BR',
  },
  { code: 'uk', name: 'Українська', englishName: 'Ukrainian', dir: 'ltr', htmlLang: 'uk' },
  { code: 'ar', name: 'العربية', englishName: 'Arabic', dir: 'rtl', htmlLang: 'ar' },
  { code: 'pl', name: 'Polski', englishName: 'Polish', dir: 'ltr', htmlLang: 'pl' },
  { code: 'es', name: 'Español', englishName: 'Spanish', dir: 'ltr', htmlLang: 'es' },
  { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', dir: 'ltr', htmlLang: 'hi' },
  { code: 'bs', name: 'Bosanski', englishName: 'Bosnian', dir: 'ltr', htmlLang: 'bs' },
  { code: 'vi', name: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr', htmlLang: 'vi' },
  // Tamil is `ta` (ISO 639-1, what browsers report and what screen readers and fonts key
  // on). The specification writes `tm`, which is no registered language subtag, so `tm`
  // is accepted as an alias (ALIASES below) and never used as a folder or `<html lang>`.
  { code: 'ta', name: 'தமிழ்', englishName: 'Tamil', dir: 'ltr', htmlLang: 'ta' },
  { code: 'ru', name: 'Русский', englishName: 'Russian', dir: 'ltr', htmlLang: 'ru' },
  { code: 'sl', name: 'Slovenščina', englishName: 'Slovenian', dir: 'ltr', htmlLang: 'sl' },
  { code: 'bg', name: 'Български', englishName: 'Bulgarian', dir: 'ltr', htmlLang: 'bg' },
  { code: 'ko', name: '한국어', englishName: 'Korean', dir: 'ltr', htmlLang: 'ko' },
  { code: 'ja', name: '日本語', englishName: 'Japanese', dir: 'ltr', htmlLang: 'ja' },
  { code: 'cs', name: 'Čeština', englishName: 'Czech', dir: 'ltr', htmlLang: 'cs' },
  // Simplified Chinese: zh-CN, zh-Hans and (by the primary-part rule) every other zh-*.
  {
    code: 'zh',
    name: '简体中文',
    englishName: 'Chinese (Simplified)',
    dir: 'ltr',
    htmlLang: 'zh-Hans',
  },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const FALLBACK_LANGUAGE = 'en' satisfies LanguageCode;

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** Codes that name a supported language under another spelling. */
const ALIASES: Readonly<Record<string, LanguageCode>> = { tm: 'ta' };

const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

export function isLanguageCode(code: string): code is LanguageCode {
  return byCode.has(code);
}

/**
 * The supported language a detected code means, or undefined. Cuts the code to its
 * primary part (`de-AT` -> `de`, `zh_Hans_CN` -> `zh`; section 9), ignores case, and maps
 * the Tamil alias `tm` to `ta`.
 */
export function matchLanguage(detected: string | null | undefined): LanguageCode | undefined {
  const primary = detected?.trim().split(/[-_]/)[0]?.toLowerCase();
  if (!primary) return undefined;
  const code = ALIASES[primary] ?? primary;
  return isLanguageCode(code) ? code : undefined;
}

/** Like matchLanguage, but anything unknown (or nothing) becomes the fallback, English. */
export function resolveLanguage(detected: string | null | undefined): LanguageCode {
  return matchLanguage(detected) ?? FALLBACK_LANGUAGE;
}

/** The language entry for a code i18next reports (which may carry a region). */
export function languageOf(code: string | null | undefined): Language {
  // resolveLanguage always returns a code of the list, so the lookup cannot miss.
  return byCode.get(resolveLanguage(code)) as Language;
}
