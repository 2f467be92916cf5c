import type { Handlers } from '../../../http/handlers.ts';
import { sendNotice } from '../orders/notices.ts';
import { capturePayment, getPayment, refundPayment } from './service.ts';

export const paymentHandlers = {
  AdminGetPayment: async (request) => ({
    payment: await getPayment(request.server.db, request.params.id),
  }),

  AdminCapturePayment: async (request) => ({
    payment: await capturePayment(request.server.db, request.params.id),
  }),

  AdminRefundPayment: async (request) => {
    const { refund, notice } = await refundPayment(
      request.server.db,
      request.params.id,
      request.body,
    );
    await sendNotice(request, notice);
    return { refund };
  },
} satisfies Handlers;
