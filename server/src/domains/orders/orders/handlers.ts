import type { Handlers } from '../../../http/handlers.ts';
import { currentCustomerId } from '../../people/index.ts';
import { confirmOrderClaim, requestOrderClaim } from './claims.ts';
import { getOrder, getOrderOfCart, listCustomerOrders, lookUpOrder } from './service.ts';

export const orderHandlers = {
  StoreGetOrder: async (request) => ({
    order: await getOrder(request.server.db, request.params.id),
  }),

  StoreGetOrderByCart: async (request) => ({
    order: await getOrderOfCart(request.server.db, request.params.cart_id),
  }),

  StoreLookupOrder: async (request) => ({
    order: await lookUpOrder(request.server.db, {
      display_id: request.query.display_id,
      email: request.query.email,
      postal_code: request.query.shipping_address?.postal_code,
    }),
  }),

  StoreListCustomerOrders: async (request) => {
    // Newest first, always: the contract has no `order` here, as Medusa v1 has none.
    const { limit = 10, offset = 0, expand: _expand, fields: _fields, ...filters } = request.query;
    const page = await listCustomerOrders(request.server.db, currentCustomerId(request), filters, {
      limit,
      offset,
    });
    return { ...page, limit, offset };
  },

  StoreRequestCustomerOrders: async (request) => {
    await requestOrderClaim(request, currentCustomerId(request), request.body.order_ids);
    return {};
  },

  StoreConfirmCustomerOrders: async (request) => {
    await confirmOrderClaim(request.server.db, request.body.token);
    return {};
  },
} satisfies Handlers;
