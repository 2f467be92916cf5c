import type { Handlers } from '../../../http/handlers.ts';
import { currentUserId } from '../../people/index.ts';
import { placedNotice } from '../checkout/placed-notice.ts';
import { sendNotice } from '../orders/notices.ts';
import { addDraftLine, deleteDraftLine, updateDraftLine } from './lines.ts';
import { payDraftOrder } from './pay.ts';
import {
  changeDraftLines,
  createDraftOrder,
  deleteDraftOrder,
  getDraftOrder,
  listDraftOrders,
  updateDraftOrderDetails,
} from './service.ts';

export const draftOrderHandlers = {
  AdminListDraftOrders: async (request) => {
    const {
      limit = 20,
      offset = 0,
      order,
      expand: _expand,
      fields: _fields,
      ...filters
    } = request.query;
    const page = await listDraftOrders(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },

  AdminCreateDraftOrder: async (request) => ({
    draft_order: await createDraftOrder(request.server.db, request.body),
  }),

  AdminGetDraftOrder: async (request) => ({
    draft_order: await getDraftOrder(request.server.db, request.params.id),
  }),

  AdminUpdateDraftOrder: async (request) => ({
    draft_order: await updateDraftOrderDetails(request.server.db, request.params.id, request.body),
  }),

  AdminDeleteDraftOrder: async (request) => {
    await deleteDraftOrder(request.server.db, request.params.id);
    return { id: request.params.id, object: 'draft-order', deleted: true };
  },

  AdminCreateDraftOrderLineItem: async (request) => ({
    draft_order: await changeDraftLines(request.server.db, request.params.id, (tx, cart) =>
      addDraftLine(tx, cart, request.body),
    ),
  }),

  AdminUpdateDraftOrderLineItem: async (request) => ({
    draft_order: await changeDraftLines(request.server.db, request.params.id, (tx, cart) =>
      updateDraftLine(tx, cart, request.params.line_id, request.body),
    ),
  }),

  AdminDeleteDraftOrderLineItem: async (request) => ({
    draft_order: await changeDraftLines(request.server.db, request.params.id, (tx, cart) =>
      deleteDraftLine(tx, cart, request.params.line_id),
    ),
  }),

  AdminPayDraftOrder: async (request) => {
    const { order, placed } = await payDraftOrder(
      request.server.db,
      request.params.id,
      currentUserId(request),
    );
    // Only the call that placed the order notifies, as at checkout.
    await sendNotice(request, placed && !placed.no_notification ? placedNotice(placed) : null);
    return { order };
  },
} satisfies Handlers;
