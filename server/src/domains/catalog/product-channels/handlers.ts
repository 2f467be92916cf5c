import type { Handlers } from '../../../http/handlers.ts';
import { addProductsToChannel, removeProductsFromChannel } from './service.ts';

export const productChannelHandlers = {
  AdminAddSalesChannelProducts: async (request) => ({
    sales_channel: await addProductsToChannel(
      request.server.db,
      request.params.id,
      request.body.product_ids.map((entry) => entry.id),
    ),
  }),

  AdminRemoveSalesChannelProducts: async (request) => ({
    sales_channel: await removeProductsFromChannel(
      request.server.db,
      request.params.id,
      request.body.product_ids.map((entry) => entry.id),
    ),
  }),
} satisfies Handlers;
