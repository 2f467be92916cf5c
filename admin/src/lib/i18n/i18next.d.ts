/**
 * Types every `t()` key from the English files (house style 12): a key missing from
 * `public/locales/en/{namespace}.json` is a type error. (JSON imports type values as plain
 * strings, so interpolation values are not checked.)
 */
import 'i18next';
import type activity from '../../../public/locales/en/activity.json';
import type afterSales from '../../../public/locales/en/after-sales.json';
import type catalog from '../../../public/locales/en/catalog.json';
import type channels from '../../../public/locales/en/channels.json';
import type common from '../../../public/locales/en/common.json';
import type consent from '../../../public/locales/en/consent.json';
import type customers from '../../../public/locales/en/customers.json';
import type discounts from '../../../public/locales/en/discounts.json';
import type draftOrders from '../../../public/locales/en/draft-orders.json';
import type errors from '../../../public/locales/en/errors.json';
import type extensions from '../../../public/locales/en/extensions.json';
import type giftCards from '../../../public/locales/en/gift-cards.json';
import type grid from '../../../public/locales/en/grid.json';
import type inventory from '../../../public/locales/en/inventory.json';
import type lists from '../../../public/locales/en/lists.json';
import type notes from '../../../public/locales/en/notes.json';
import type orders from '../../../public/locales/en/orders.json';
import type pricing from '../../../public/locales/en/pricing.json';
import type productEditor from '../../../public/locales/en/product-editor.json';
import type productTransfer from '../../../public/locales/en/product-transfer.json';
import type products from '../../../public/locales/en/products.json';
import type regions from '../../../public/locales/en/regions.json';
import type settings from '../../../public/locales/en/settings.json';
import type team from '../../../public/locales/en/team.json';
import type variantPicker from '../../../public/locales/en/variant-picker.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      activity: typeof activity;
      consent: typeof consent;
      settings: typeof settings;
      extensions: typeof extensions;
      lists: typeof lists;
      products: typeof products;
      'product-editor': typeof productEditor;
      grid: typeof grid;
      catalog: typeof catalog;
      customers: typeof customers;
      orders: typeof orders;
      discounts: typeof discounts;
      notes: typeof notes;
      'product-transfer': typeof productTransfer;
      'draft-orders': typeof draftOrders;
      'variant-picker': typeof variantPicker;
      'gift-cards': typeof giftCards;
      pricing: typeof pricing;
      inventory: typeof inventory;
      channels: typeof channels;
      team: typeof team;
      regions: typeof regions;
      'after-sales': typeof afterSales;
      errors: typeof errors;
    };
  }
}
