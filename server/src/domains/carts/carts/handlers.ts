import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../../http/handlers.ts';
import { publishableKeyOf } from '../../settings/index.ts';
import { addLineItem, deleteLineItem, updateLineItem } from './line-items.ts';
import {
  createPaymentSessions,
  deletePaymentSession,
  refreshPaymentSession,
  selectPaymentSession,
  updatePaymentSession,
} from './payment-sessions.ts';
import {
  createCart,
  getCartFor,
  type Requester,
  removeDiscountCode,
  updateCartDetails,
} from './service.ts';
import { addShippingMethod, cartShippingOptions } from './shipping.ts';

function requester(request: FastifyRequest): Requester {
  const principal = request.principal;
  return {
    customerId: principal?.actor === 'customer' ? principal.id : null,
    publishableKey: publishableKeyOf(request.headers),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

// Each operation on a named cart refuses a draft order's cart (shopper-carts.ts).
export const cartHandlers = {
  StoreCreateCart: async (request) => ({
    cart: await createCart(request.server.db, request.body ?? {}, requester(request)),
  }),

  StoreGetCart: async (request) => ({
    cart: await getCartFor(request.server.db, request.params.id, requester(request).customerId),
  }),

  StoreUpdateCart: async (request) => ({
    cart: await updateCartDetails(
      request.server.db,
      request.params.id,
      request.body,
      requester(request),
    ),
  }),

  StoreCreateCartLineItem: async (request) => ({
    cart: await addLineItem(request.server.db, request.params.id, request.body),
  }),

  StoreUpdateCartLineItem: async (request) => ({
    cart: await updateLineItem(
      request.server.db,
      request.params.id,
      request.params.line_id,
      request.body,
    ),
  }),

  StoreDeleteCartLineItem: async (request) => ({
    cart: await deleteLineItem(request.server.db, request.params.id, request.params.line_id),
  }),

  StoreDeleteCartDiscount: async (request) => ({
    cart: await removeDiscountCode(request.server.db, request.params.id, request.params.code),
  }),

  StoreListCartShippingOptions: async (request) => ({
    shipping_options: await cartShippingOptions(request.server.db, request.params.cart_id),
  }),

  StoreCreateCartShippingMethod: async (request) => ({
    cart: await addShippingMethod(request.server.db, request.params.id, request.body),
  }),

  StoreCreateCartPaymentSessions: async (request) => ({
    cart: await createPaymentSessions(request.server.db, request.params.id),
  }),

  StoreSelectCartPaymentSession: async (request) => ({
    cart: await selectPaymentSession(
      request.server.db,
      request.params.id,
      request.body.provider_id,
    ),
  }),

  StoreUpdateCartPaymentSession: async (request) => ({
    cart: await updatePaymentSession(
      request.server.db,
      request.params.id,
      request.params.provider_id,
      request.body.data,
    ),
  }),

  StoreDeleteCartPaymentSession: async (request) => ({
    cart: await deletePaymentSession(
      request.server.db,
      request.params.id,
      request.params.provider_id,
    ),
  }),

  StoreRefreshCartPaymentSession: async (request) => ({
    cart: await refreshPaymentSession(
      request.server.db,
      request.params.id,
      request.params.provider_id,
    ),
  }),
} satisfies Handlers;
