import { expansions } from '../../../db/list-query.ts';
import type { Handlers } from '../../../http/handlers.ts';
import {
  changeStockLocation,
  createStockLocation,
  deleteStockLocation,
  getStockLocation,
  listLocations,
} from './service.ts';

export const stockLocationHandlers = {
  AdminListStockLocations: async (request) => {
    const { limit = 20, offset = 0, order, expand, fields: _fields, ...filters } = request.query;
    const withChannels = expansions(expand).has('sales_channels');
    const page = await listLocations(
      request.server.db,
      filters,
      { limit, offset, order },
      withChannels,
    );
    return { ...page, limit, offset };
  },

  AdminCreateStockLocation: async (request) => ({
    stock_location: await createStockLocation(request.server.db, request.body),
  }),

  AdminGetStockLocation: async (request) => ({
    stock_location: await getStockLocation(
      request.server.db,
      request.params.id,
      expansions(request.query.expand).has('sales_channels'),
    ),
  }),

  AdminUpdateStockLocation: async (request) => ({
    stock_location: await changeStockLocation(
      request.server.db,
      request.params.id,
      request.body ?? {},
    ),
  }),

  AdminDeleteStockLocation: async (request) => {
    await deleteStockLocation(request.server.db, request.params.id);
    return { id: request.params.id, object: 'stock_location', deleted: true };
  },
} satisfies Handlers;
