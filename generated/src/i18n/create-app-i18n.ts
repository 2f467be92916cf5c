import {
  createInstance,
  type i18n as I18n,
  type LanguageDetectorModule,
  type TFunction,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyLanguageToDocument } from './document-language.ts';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from './languages.ts';
import {
  TRANSLATION_READS,
  TranslationBackend,
  type TranslationBackendOptions,
  translationBackendOptions,
} from './translation-backend.ts';

/** What differs between the apps: their namespaces, where they are served, the saved key. */
export interface AppI18nConfig {
  /** Translation namespaces; one file per namespace and language. */
  namespaces: readonly string[];
  defaultNamespace: string;
  /** The localStorage key a chosen language is remembered under. */
  storageKey: string;
  /** Where the app is served (`import.meta.env.BASE_URL`); its files are under it. */
  base: string;
}

export interface I18nSetupOptions {
  /** Another base or fetch for the translation files (tests). */
  backend?: TranslationBackendOptions;
  /** Where `lang` and `dir` are written. Default: the page's document. */
  document?: Document;
  /** Skips detection, e.g. for tests and for a server-chosen language. */
  lng?: string;
  /**
   * How the language is found when `lng` is not given: `languageDetector` (language-detector.ts),
   * given by the app so that one that always passes `lng` (the storefront, rendered on the
   * server) does not load it. Without either, English.
   */
  detect?: (storageKey: string) => LanguageDetectorModule;
}

export interface I18nSetup {
  i18n: I18n;
  /** Settles once the first language (and English, the fallback) has been read. */
  ready: Promise<TFunction>;
}

/** Creates an app's i18next instance, wired to react-i18next. Call once at start-up. */
export function createAppI18n(config: AppI18nConfig, options: I18nSetupOptions = {}): I18nSetup {
  const i18n = createInstance();
  const target = options.document ?? (typeof document === 'undefined' ? undefined : document);
  // Registered before init so the first language is applied as well as every change.
  i18n.on('languageChanged', (lng: string) => {
    if (target) applyLanguageToDocument(target, lng);
  });
  i18n.use(TranslationBackend).use(initReactI18next);
  if (!options.lng && options.detect) i18n.use(options.detect(config.storageKey));

  const ready = i18n.init({
    ...(options.lng ? { lng: options.lng } : {}),
    ...TRANSLATION_READS,
    backend: translationBackendOptions({ base: config.base, ...options.backend }),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    // Every folder is a primary code, so `de-AT` must not ask for a `de-AT` file.
    load: 'languageOnly',
    ns: [...config.namespaces],
    defaultNS: config.defaultNamespace,
    // React escapes what it renders; escaping here too would show `&amp;`.
    interpolation: { escapeValue: false },
  });
  return { i18n, ready };
}
