import type { Store } from '../../../contract.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { featureFlagList, MODULES } from './features.ts';
import type { StoreRow } from './repository.ts';
import {
  addStoreCurrency,
  listFulfillmentProviders,
  listPaymentProviders,
  listTaxProviders,
  removeStoreCurrency,
  storeWithCurrencies,
  updateStore,
} from './settings.ts';

/** The wire shape of a store row: timestamps as ISO strings, relations not expanded. */
export function toStore(row: StoreRow): Store {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const storeHandlers = {
  AdminGetStore: async (request) => {
    const db = request.server.db;
    const [store, payment_providers, fulfillment_providers] = await Promise.all([
      storeWithCurrencies(db),
      listPaymentProviders(db),
      listFulfillmentProviders(db),
    ]);
    return {
      store: {
        ...store,
        feature_flags: featureFlagList(request.server.featureFlags),
        modules: [...MODULES],
        payment_providers,
        fulfillment_providers,
      },
    };
  },

  AdminUpdateStore: async (request) => ({
    store: await updateStore(request.server.db, request.body ?? {}),
  }),

  AdminAddStoreCurrency: async (request) => ({
    store: await addStoreCurrency(request.server.db, request.params.code),
  }),

  AdminRemoveStoreCurrency: async (request) => ({
    store: await removeStoreCurrency(request.server.db, request.params.code),
  }),

  AdminListStorePaymentProviders: async (request) => ({
    payment_providers: await listPaymentProviders(request.server.db),
  }),

  AdminListStoreTaxProviders: async (request) => ({
    tax_providers: await listTaxProviders(request.server.db),
  }),
} satisfies Handlers;
