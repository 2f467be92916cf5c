import { createInstance, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

export interface TestI18nOptions {
  /** The English texts by namespace, e.g. read with `import.meta.glob` at build time. */
  english: ResourceLanguage;
  namespaces: readonly string[];
  defaultNamespace: string;
}

/**
 * An i18next instance with the English texts loaded synchronously, for component tests:
 * no backend, no network, and `t` works before the first render.
 */
export function createTestI18n({ english, namespaces, defaultNamespace }: TestI18nOptions): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: english },
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}
