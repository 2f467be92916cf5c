import { createTranslationLoader, type TranslationLoaderOptions } from '@commerce/client/i18n';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, languageOf, matchLanguage } from './languages.ts';

/** Translation namespaces; one file per namespace and language. */
export const NAMESPACES = [
  'common',
  'activity',
  'consent',
  'settings',
  'extensions',
  'lists',
  'products',
  'product-editor',
  'grid',
  'catalog',
  'customers',
  'orders',
  'discounts',
  'notes',
  'product-transfer',
  'draft-orders',
  'variant-picker',
  'gift-cards',
  'pricing',
  'inventory',
  'channels',
  'team',
  'regions',
  'after-sales',
] as const;
export const DEFAULT_NAMESPACE = 'common' satisfies (typeof NAMESPACES)[number];

/** Where a chosen language is remembered (the detector's localStorage key). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const DETECTION: DetectorOptions = {
  // A `?lng=` link wins, then the language picked earlier, then the browser's list.
  order: ['querystring', 'localStorage', 'navigator'],
  lookupQuerystring: 'lng',
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
  // Cut to the primary part and map `tm` to `ta` (section 9). A code we do not have is
  // passed on unchanged rather than turned into English here: i18next then tries the
  // browser's next language (nl-NL, de -> de) and uses fallbackLng when none matches,
  // which is what resolveLanguage() would give.
  convertDetectedLanguage: (detected) => matchLanguage(detected) ?? detected,
};

export interface I18nSetupOptions {
  /** Fetch, sleep or base for the translation loader (tests inject them). */
  loader?: TranslationLoaderOptions;
  /** Where `lang` and `dir` are written. Default: the page's document. */
  document?: Document;
  /** Skips detection, e.g. for tests and for a server-chosen language. */
  lng?: string;
}

export interface I18nSetup {
  i18n: I18n;
  /** Settles once the first language (and English, the fallback) has been read. */
  ready: Promise<TFunction>;
}

/** Creates the admin's i18next instance, wired to react-i18next. Call once at start-up. */
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
    // Every folder is a primary code, so `de-AT` must not ask for a `de-AT` file.
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
  // Arabic is the one right-to-left language (issue 7: the layout switches with it).
  doc.documentElement.dir = language.dir;
}
