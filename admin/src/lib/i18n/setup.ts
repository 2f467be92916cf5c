import {
  createAppI18n,
  type I18nSetup,
  type I18nSetupOptions,
  languageDetector,
} from '@commerce/client/i18n';

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
  'errors',
] as const;
export const DEFAULT_NAMESPACE = 'common' satisfies (typeof NAMESPACES)[number];

/** Where a chosen language is remembered (the detector's localStorage key). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Creates the admin's i18next instance, wired to react-i18next. Call once at start-up. */
export function createI18n(options: I18nSetupOptions = {}): I18nSetup {
  return createAppI18n(
    {
      namespaces: NAMESPACES,
      defaultNamespace: DEFAULT_NAMESPACE,
      storageKey: LANGUAGE_STORAGE_KEY,
      // The app's base (the admin is served under /app/): its locale files are under it.
      base: import.meta.env.BASE_URL,
    },
    { detect: languageDetector, ...options },
  );
}
