import type { Handlers } from '../../http/handlers.ts';
import { cancelOrderSwap } from './cancel.ts';
import { createOrderSwap } from './create.ts';
import { getSwap, listSwaps } from './list.ts';

/** Swaps (issue 9, item 2); see README "Swaps". */
export const swapHandlers = {
  AdminCreateOrderSwap: async (request) => ({
    order: await createOrderSwap(request.server.db, request.params.id, request.body),
  }),

  AdminCancelOrderSwap: async (request) => ({
    order: await cancelOrderSwap(request.server.db, request.params.id, request.params.swap_id),
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
} satisfies Handlers;
