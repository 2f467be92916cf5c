import type { Handler, Handlers } from '../../../http/handlers.ts';
import {
  changeReturnReason,
  createReturnReason,
  deleteReturnReason,
  getReturnReason,
  listReturnReasons,
} from './service.ts';

/** Staff and shoppers list reasons alike: the same query, the same page. */
const listReasons: Handler<'AdminListReturnReasons'> = async (request) => {
  const {
    limit = 20,
    offset = 0,
    order,
    expand: _expand,
    fields: _fields,
    ...filters
  } = request.query;
  const page = await listReturnReasons(request.server.db, filters, { limit, offset, order });
  return { ...page, limit, offset };
};

/** Return reasons: staff manage them, shoppers read them (to pick one for a return). */
export const returnReasonHandlers = {
  AdminListReturnReasons: listReasons,

  AdminCreateReturnReason: async (request) => ({
    return_reason: await createReturnReason(request.server.db, request.body),
  }),

  AdminGetReturnReason: async (request) => ({
    return_reason: await getReturnReason(request.server.db, request.params.id),
  }),

  AdminUpdateReturnReason: async (request) => ({
    return_reason: await changeReturnReason(request.server.db, request.params.id, request.body),
  }),

  AdminDeleteReturnReason: async (request) => {
    await deleteReturnReason(request.server.db, request.params.id);
    return { id: request.params.id, object: 'return_reason', deleted: true };
  },

  StoreListReturnReasons: listReasons,

  StoreGetReturnReason: async (request) => ({
    return_reason: await getReturnReason(request.server.db, request.params.id),
  }),
} satisfies Handlers;
