import { createTranslationLoader, type TranslationLoaderOptions } from '@commerce/client/i18n';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, languageOf, matchLanguage } from './languages.ts';

/** Translation namespaces, one small file per feature and language. */
export const NAMESPACES = ['common', 'catalog', 'cart', 'account', 'checkout', 'orders'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** Where a chosen language is remembered (the detector's localStorage key). */
export const LANGUAGE_STORAGE_KEY = 'commerce.storefront.language';

export const DETECTION: DetectorOptions = {
  // A `?lng=` link wins, then the language picked earlier, then the browser's list.
  order: ['querystring', 'localStorage', 'navigator'],
  lookupQuerystring: 'lng',
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
  // Cut to the primary part and map `tm` to `ta`; an unknown code is passed on so i18next
  // tries the browser's next language before the fallback (as the admin does).
  convertDetectedLanguage: (detected) => matchLanguage(detected) ?? detected,
};

export interface I18nSetupOptions {
  loader?: TranslationLoaderOptions;
  /** Where `lang` and `dir` are written. Default: the page's document. */
  document?: Document;
  /** Skips detection (tests). */
  lng?: string;
}

export interface I18nSetup {
  i18n: I18n;
  /** Settles once the first language (and English, the fallback) has been read. */
  ready: Promise<TFunction>;
}

/** Creates the storefront's i18next instance, wired to react-i18next. Call once at start-up. */
export function createI18n(options: I18nSetupOptions = {}): I18nSetup {
  const i18n = createInstance();
  const target = options.document ?? (typeof document === 'undefined' ? undefined : document);
  // Registered before init so the first language is applied as well as every change.
  i18n.on('languageChanged', (lng: string) => {
    if (target) applyLanguageToDocument(target, lng);
  });
  // The app's base (the admin is served under /app/), unless a test gives its own.
  const loader = createTranslationLoader({ base: import.meta.env.BASE_URL, ...options.loader });
  i18n.use(loader).use(initReactI18next);
  if (!options.lng) i18n.use(LanguageDetector);
  const ready = i18n.init({
    ...(options.lng ? { lng: options.lng } : {}),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'languageOnly',
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    detection: DETECTION,
    // React escapes what it renders; escaping here too would show `&amp;`.
    interpolation: { escapeValue: false },
  });
  return { i18n, ready };
}

/** Sets `<html lang dir>` so screen readers, fonts and the layout follow the language. */
export function applyLanguageToDocument(doc: Document, lng: string): void {
  const language = languageOf(lng);
  doc.documentElement.lang = language.htmlLang;
  // Arabic is the one right-to-left language: the whole layout mirrors with it.
  doc.documentElement.dir = language.dir;
}
