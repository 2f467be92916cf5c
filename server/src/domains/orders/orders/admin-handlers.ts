import type { Handlers } from '../../../http/handlers.ts';
import { cancelOrderFulfillment } from '../fulfillments/cancel.ts';
import { createOrderFulfillment } from '../fulfillments/create.ts';
import { shipOrderFulfillment } from '../fulfillments/ship.ts';
import { archiveOrder, completeOrder, listAdminOrders } from './admin-service.ts';
import { cancelOrder } from './cancel.ts';
import { sendNotice } from './notices.ts';
import { captureOrder, refundOrder } from './payments.ts';
import { getOrder } from './service.ts';
import { addOrderShippingMethod } from './shipping-methods.ts';
import { updateOrder } from './update.ts';

/** The staff's order operations (issue 5, item 7); see README "Orders: states and transitions". */
export const adminOrderHandlers = {
  AdminListOrders: async (request) => {
    const {
      limit = 20,
      offset = 0,
      order,
      expand: _expand,
      fields: _fields,
      ...filters
    } = request.query;
    const page = await listAdminOrders(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },

  AdminGetOrder: async (request) => ({
    order: await getOrder(request.server.db, request.params.id),
  }),

  AdminUpdateOrder: async (request) => ({
    order: await updateOrder(request.server.db, request.params.id, request.body),
  }),

  AdminCompleteOrder: async (request) => ({
    order: await completeOrder(request.server.db, request.params.id),
  }),

  AdminCancelOrder: async (request) => ({
    order: await cancelOrder(request.server.db, request.params.id),
  }),

  AdminArchiveOrder: async (request) => ({
    order: await archiveOrder(request.server.db, request.params.id),
  }),

  AdminCaptureOrderPayment: async (request) => ({
    order: await captureOrder(request.server.db, request.params.id),
  }),

  AdminRefundOrderPayment: async (request) => {
    const { order, notice } = await refundOrder(request.server.db, request.params.id, request.body);
    await sendNotice(request, notice);
    return { order };
  },

  AdminCreateOrderFulfillment: async (request) => ({
    order: await createOrderFulfillment(request.server.db, request.params.id, request.body),
  }),

  AdminCancelOrderFulfillment: async (request) => ({
    order: await cancelOrderFulfillment(
      request.server.db,
      request.params.id,
      request.params.fulfillment_id,
    ),
  }),

  AdminCreateOrderShipment: async (request) => {
    const { order, notice } = await shipOrderFulfillment(
      request.server.db,
      request.params.id,
      request.body,
    );
    await sendNotice(request, notice);
    return { order };
  },

  AdminAddOrderShippingMethod: async (request) => ({
    order: await addOrderShippingMethod(request.server.db, request.params.id, request.body),
  }),
} satisfies Handlers;
