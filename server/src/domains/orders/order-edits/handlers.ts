import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../../http/handlers.ts';
import { currentUserId } from '../../people/index.ts';
import { sendNotice } from '../orders/notices.ts';
import { addEditItem, removeEditItem, undoChange, updateEditItem } from './items.ts';
import { forShopper, loadEdit, loadEdits } from './load.ts';
import { listEditRows, updateEdit } from './repository.ts';
import {
  cancelEdit,
  confirmEdit,
  createEdit,
  declineEdit,
  deleteEdit,
  getEdit,
  requestEdit,
  withEdit,
} from './service.ts';
import type { OrderEditStatus } from './tables.ts';

/** Order edits (issue 9, item 4); see README "Order edits". */

const shopperId = (request: FastifyRequest) =>
  request.principal?.actor === 'customer' ? request.principal.id : null;

export const orderEditHandlers = {
  AdminCreateOrderEdit: async (request) => ({
    order_edit: await createEdit(request.server.db, currentUserId(request), request.body),
  }),

  AdminListOrderEdits: async (request) => {
    const { limit = 20, offset = 0, id, order_id, status, created_at, updated_at } = request.query;
    const { rows, count } = await listEditRows(
      request.server.db,
      {
        ...(id ? { id } : {}),
        ...(order_id ? { order_id: typeof order_id === 'string' ? [order_id] : order_id } : {}),
        ...(status ? { status: status as OrderEditStatus[] } : {}),
        ...(created_at ? { created_at } : {}),
        ...(updated_at ? { updated_at } : {}),
      },
      { limit, offset },
    );
    return { order_edits: await loadEdits(request.server.db, rows), count, limit, offset };
  },

  AdminGetOrderEdit: async (request) => ({
    order_edit: await getEdit(request.server.db, request.params.id),
  }),

  AdminUpdateOrderEdit: async (request) => ({
    order_edit: await withEdit(request.server.db, request.params.id, 'change', async (tx, edit) => {
      const row = await updateEdit(tx, edit.id, {
        internal_note: request.body.internal_note ?? edit.internal_note,
      });
      return loadEdit(tx, row);
    }),
  }),

  AdminDeleteOrderEdit: async (request) => {
    await deleteEdit(request.server.db, request.params.id);
    return { id: request.params.id, object: 'order_edit', deleted: true };
  },

  AdminCreateOrderEditItem: async (request) => ({
    order_edit: await withEdit(
      request.server.db,
      request.params.id,
      'change',
      async (tx, edit, order) => {
        await addEditItem(tx, edit, order, request.body);
        return loadEdit(tx, edit);
      },
    ),
  }),

  AdminUpdateOrderEditItem: async (request) => ({
    order_edit: await withEdit(request.server.db, request.params.id, 'change', async (tx, edit) => {
      await updateEditItem(tx, edit, request.params.item_id, request.body.quantity);
      return loadEdit(tx, edit);
    }),
  }),

  AdminDeleteOrderEditItem: async (request) => ({
    order_edit: await withEdit(request.server.db, request.params.id, 'change', async (tx, edit) => {
      await removeEditItem(tx, edit, request.params.item_id);
      return loadEdit(tx, edit);
    }),
  }),

  AdminDeleteOrderEditChange: async (request) => {
    await withEdit(request.server.db, request.params.id, 'change', (tx, edit) =>
      undoChange(tx, edit, request.params.change_id),
    );
    return { id: request.params.change_id, object: 'item_change', deleted: true };
  },

  AdminRequestOrderEdit: async (request) => {
    const { edit, notice } = await requestEdit(
      request.server.db,
      request.params.id,
      currentUserId(request),
    );
    await sendNotice(request, notice);
    return { order_edit: edit };
  },

  AdminCancelOrderEdit: async (request) => ({
    order_edit: await cancelEdit(request.server.db, request.params.id, currentUserId(request)),
  }),

  AdminConfirmOrderEdit: async (request) => ({
    order_edit: await confirmEdit(
      request.server.db,
      request.params.id,
      currentUserId(request),
      'confirm',
    ),
  }),

  StoreGetOrderEdit: async (request) => ({
    order_edit: forShopper(await getEdit(request.server.db, request.params.id)),
  }),

  StoreDeclineOrderEdit: async (request) => ({
    order_edit: forShopper(
      await declineEdit(
        request.server.db,
        request.params.id,
        request.body?.declined_reason,
        shopperId(request),
      ),
    ),
  }),

  StoreCompleteOrderEdit: async (request) => ({
    order_edit: forShopper(
      await confirmEdit(request.server.db, request.params.id, shopperId(request), 'complete'),
    ),
  }),
} satisfies Handlers;
