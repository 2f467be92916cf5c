import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../../http/handlers.ts';
import type { NotificationMessage } from '../../../notifications/provider.ts';
import { sendNotice } from '../orders/notices.ts';
import { listReturns } from './list.ts';
import { cancelReturn, createStoreReturn, receiveReturn, requestOrderReturn } from './service.ts';

/** Returns (issue 9, item 1); see README "Returns". */

async function sendAll(request: FastifyRequest, notices: (NotificationMessage | null)[]) {
  for (const notice of notices) await sendNotice(request, notice);
}

export const returnHandlers = {
  StoreCreateReturn: async (request) => {
    const { return: created, notices } = await createStoreReturn(request.server.db, request.body);
    await sendAll(request, notices);
    return { return: created };
  },

  AdminRequestOrderReturn: async (request) => {
    const { order, notices } = await requestOrderReturn(
      request.server.db,
      request.params.id,
      request.body,
    );
    await sendAll(request, notices);
    return { order };
  },

  AdminReceiveReturn: async (request) => {
    const { return: received, notices } = await receiveReturn(
      request.server.db,
      request.params.id,
      request.body,
    );
    await sendAll(request, notices);
    return { return: received };
  },

  AdminCancelReturn: async (request) => ({
    order: await cancelReturn(request.server.db, request.params.id),
  }),

  AdminListReturns: async (request) => {
    const {
      limit = 20,
      offset = 0,
      order,
      expand: _expand,
      fields: _fields,
      ...filters
    } = request.query;
    const page = await listReturns(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },
} satisfies Handlers;
