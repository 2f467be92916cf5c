/**
 * Types every `t()` key from the English files (house style 12): a key missing from
 * `public/locales/en/{namespace}.json` is a type error.
 */
import 'i18next';
import type account from '../../../public/locales/en/account.json';
import type cart from '../../../public/locales/en/cart.json';
import type catalog from '../../../public/locales/en/catalog.json';
import type checkout from '../../../public/locales/en/checkout.json';
import type common from '../../../public/locales/en/common.json';
import type orders from '../../../public/locales/en/orders.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      catalog: typeof catalog;
      cart: typeof cart;
      checkout: typeof checkout;
      account: typeof account;
      orders: typeof orders;
    };
  }
}
