import {
  createAppI18n,
  type I18nSetup,
  type I18nSetupOptions,
  TRANSLATION_FILES_PATH,
} from '@commerce/client/i18n';

/** Translation namespaces, one small file per feature and language. */
export const NAMESPACES = ['common', 'catalog', 'cart', 'account', 'checkout', 'orders'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** Where a chosen language is remembered (the detector's localStorage key). */
export const LANGUAGE_STORAGE_KEY = 'commerce.storefront.language';

/**
 * Creates the storefront's i18next instance, wired to react-i18next. Call once at start-up.
 * The server chooses the language and the browser hydrates in it (`lng`), so no detector is
 * loaded: the development page passes `detect: languageDetector`.
 */
export function createI18n(options: I18nSetupOptions = {}): I18nSetup {
  return createAppI18n(
    {
      namespaces: NAMESPACES,
      defaultNamespace: DEFAULT_NAMESPACE,
      storageKey: LANGUAGE_STORAGE_KEY,
      // The app's base (the admin is served under /app/): its locale files are under it.
      base: import.meta.env.BASE_URL,
    },
    options,
  );
}

/**
 * Where the translation backend reads a file (`/public/locales/de/common.json`): the root
 * route's head preloads these, so they must be the same URLs.
 */
export function translationFileUrl(language: string, namespace: string): string {
  return `${import.meta.env.BASE_URL}${TRANSLATION_FILES_PATH}${language}/${namespace}.json`;
}
