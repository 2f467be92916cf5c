import { expansions } from '../../../db/list-query.ts';
import type { Handlers } from '../../../http/handlers.ts';
import {
  changeShippingOption,
  createShippingOption,
  deleteShippingOption,
  getShippingOption,
  listOptions,
} from './service.ts';
import { storeShippingOptions } from './store.ts';

export const shippingOptionHandlers = {
  AdminListShippingOptions: async (request) => {
    const {
      limit = 20,
      offset = 0,
      order,
      expand,
      fields: _fields,
      region_id,
      ...filters
    } = request.query;
    const page = await listOptions(
      request.server.db,
      // One region, as Medusa v1 takes it; the repository filters by a list.
      { ...filters, ...(region_id === undefined ? {} : { region_id: [region_id] }) },
      { limit, offset, order },
      expansions(expand),
    );
    return { ...page, limit, offset };
  },

  AdminCreateShippingOption: async (request) => ({
    shipping_option: await createShippingOption(request.server.db, request.body),
  }),

  AdminGetShippingOption: async (request) => ({
    shipping_option: await getShippingOption(
      request.server.db,
      request.params.id,
      expansions(request.query.expand),
    ),
  }),

  AdminUpdateShippingOption: async (request) => ({
    shipping_option: await changeShippingOption(request.server.db, request.params.id, request.body),
  }),

  AdminDeleteShippingOption: async (request) => {
    await deleteShippingOption(request.server.db, request.params.id);
    return { id: request.params.id, object: 'shipping-option', deleted: true };
  },

  StoreListShippingOptions: async (request) => ({
    shipping_options: await storeShippingOptions(request.server.db, request.query),
  }),
} satisfies Handlers;
