import type { Handlers } from '../../../http/handlers.ts';
import { sendNotice } from '../orders/notices.ts';
import { cancelOrderSwap } from './cancel.ts';
import { createOrderSwap } from './create.ts';
import { cancelSwapFulfillment, fulfilSwap, shipSwap } from './fulfil.ts';
import { getSwap, getSwapOfCart, listSwaps } from './list.ts';
import { processSwapPayment } from './payment.ts';

/** Swaps (issue 9, item 2); see README "Swaps". */
export const swapHandlers = {
  AdminCreateOrderSwap: async (request) => ({
    order: (await createOrderSwap(request.server.db, request.params.id, request.body)).order,
  }),

  AdminCancelOrderSwap: async (request) => ({
    order: await cancelOrderSwap(request.server.db, request.params.id, request.params.swap_id),
  }),

  AdminCreateOrderSwapFulfillment: async (request) => ({
    order: await fulfilSwap(
      request.server.db,
      request.params.id,
      request.params.swap_id,
      request.body ?? {},
    ),
  }),

  AdminCancelOrderSwapFulfillment: async (request) => ({
    order: await cancelSwapFulfillment(
      request.server.db,
      request.params.id,
      request.params.swap_id,
      request.params.fulfillment_id,
    ),
  }),

  AdminCreateOrderSwapShipment: async (request) => {
    const { order, notice } = await shipSwap(
      request.server.db,
      request.params.id,
      request.params.swap_id,
      request.body,
    );
    await sendNotice(request, notice);
    return { order };
  },

  AdminProcessOrderSwapPayment: async (request) => ({
    order: await processSwapPayment(request.server.db, request.params.id, request.params.swap_id),
  }),

  AdminGetSwap: async (request) => ({ swap: await getSwap(request.server.db, request.params.id) }),

  AdminListSwaps: async (request) => {
    const {
      limit = 20,
      offset = 0,
      order,
      expand: _expand,
      fields: _fields,
      ...filters
    } = request.query;
    const page = await listSwaps(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },

  // The shopper's swap: the order id is the credential, as for the order's returns.
  StoreCreateSwap: async (request) => {
    const { order_id, return_shipping_option, ...rest } = request.body;
    const key = request.headers['idempotency-key'];
    const { swapId } = await createOrderSwap(request.server.db, order_id, {
      ...rest,
      ...(return_shipping_option ? { return_shipping: { option_id: return_shipping_option } } : {}),
      ...(typeof key === 'string' && key !== '' ? { idempotency_key: key } : {}),
    });
    return { swap: await getSwap(request.server.db, swapId) };
  },

  StoreGetSwapByCartId: async (request) => ({
    swap: await getSwapOfCart(request.server.db, request.params.cart_id),
  }),
} satisfies Handlers;
