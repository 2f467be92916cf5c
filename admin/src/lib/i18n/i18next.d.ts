/**
 * Types every `t()` key from the English file (house style 12): a key missing from
 * `public/locales/en/common.json` is a type error. (JSON imports type values as plain
 * strings, so interpolation values are not checked.)
 */
import 'i18next';
import type common from '../../../public/locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
