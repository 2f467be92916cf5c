import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/common.json' with { type: 'json' };
import { DEFAULT_NAMESPACE } from '../lib/i18n/setup.ts';

/** An i18next instance with the English texts loaded synchronously, for component tests. */
export function createTestI18n(): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { [DEFAULT_NAMESPACE]: en } },
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}
