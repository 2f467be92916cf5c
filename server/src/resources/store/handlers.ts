import type { Store } from '../../contract.ts';
import type { Handlers } from '../../http/handlers.ts';
import { findStore, type StoreRow } from './repository.ts';

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
    const row = await findStore(request.server.db);
    // No providers, modules or feature flags exist yet; later issues fill these lists.
    return {
      store: {
        ...toStore(row),
        feature_flags: [],
        modules: [],
        payment_providers: [],
        fulfillment_providers: [],
      },
    };
  },
} satisfies Handlers;
