import { createTestI18n as createI18nWith } from '@commerce/client/i18n';
import type { i18n as I18n, ResourceLanguage } from 'i18next';
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
  return createI18nWith({ english, namespaces: NAMESPACES, defaultNamespace: DEFAULT_NAMESPACE });
}
