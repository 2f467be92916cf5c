import { expansions } from '../../../db/list-query.ts';
import type { Handlers } from '../../../http/handlers.ts';
import {
  addStockLocation,
  changeSalesChannel,
  createSalesChannel,
  deleteSalesChannel,
  getSalesChannel,
  listChannels,
  removeStockLocation,
} from './service.ts';

export const salesChannelHandlers = {
  AdminListSalesChannels: async (request) => {
    const { limit = 20, offset = 0, order, expand, fields: _fields, ...filters } = request.query;
    const withLocations = expansions(expand).has('locations');
    const page = await listChannels(
      request.server.db,
      filters,
      { limit, offset, order },
      withLocations,
    );
    return { ...page, limit, offset };
  },

  AdminCreateSalesChannel: async (request) => ({
    sales_channel: await createSalesChannel(request.server.db, request.body),
  }),

  AdminGetSalesChannel: async (request) => ({
    sales_channel: await getSalesChannel(request.server.db, request.params.id),
  }),

  AdminUpdateSalesChannel: async (request) => ({
    sales_channel: await changeSalesChannel(
      request.server.db,
      request.params.id,
      request.body ?? {},
    ),
  }),

  AdminDeleteSalesChannel: async (request) => {
    await deleteSalesChannel(request.server.db, request.params.id);
    return { id: request.params.id, object: 'sales-channel', deleted: true };
  },

  AdminAddSalesChannelStockLocation: async (request) => ({
    sales_channel: await addStockLocation(
      request.server.db,
      request.params.id,
      request.body.location_id,
    ),
  }),

  AdminRemoveSalesChannelStockLocation: async (request) => ({
    sales_channel: await removeStockLocation(
      request.server.db,
      request.params.id,
      request.body.location_id,
    ),
  }),
} satisfies Handlers;
