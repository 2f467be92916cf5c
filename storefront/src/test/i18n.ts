import { createInstance, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, NAMESPACES } from '../lib/i18n/setup.ts';

// Every English namespace file, read at build time so tests need no loader or network.
const files = import.meta.glob<ResourceLanguage>('../../public/locales/en/*.json', {
  eager: true,
  import: 'default',
});
const english: ResourceLanguage = Object.fromEntries(
  NAMESPACES.map((namespace) => [
    namespace,
    files[`../../public/locales/en/${namespace}.json`] ?? {},
  ]),
);

/** An i18next instance with the English texts loaded synchronously, for component tests. */
export function createTestI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: english },
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}
