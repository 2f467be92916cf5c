import { expansions } from '../../../db/list-query.ts';
import type { Handlers } from '../../../http/handlers.ts';
import {
  changeReservation,
  createReservation,
  deleteReservation,
  getReservation,
  listReservations,
} from './service.ts';

export const reservationHandlers = {
  AdminListReservations: async (request) => {
    const { limit = 20, offset = 0, order, expand, fields: _f, ...filters } = request.query;
    const page = await listReservations(
      request.server.db,
      filters,
      { limit, offset, order },
      { inventoryItem: expansions(expand).has('inventory_item') },
    );
    return { ...page, limit, offset };
  },

  AdminCreateReservation: async (request) => ({
    reservation: await createReservation(
      request.server.db,
      request.body,
      request.principal?.id ?? null,
    ),
  }),

  AdminGetReservation: async (request) => ({
    reservation: await getReservation(request.server.db, request.params.id, {
      inventoryItem: expansions(request.query.expand).has('inventory_item'),
    }),
  }),

  AdminUpdateReservation: async (request) => ({
    reservation: await changeReservation(request.server.db, request.params.id, request.body ?? {}),
  }),

  AdminDeleteReservation: async (request) => {
    await deleteReservation(request.server.db, request.params.id);
    return { id: request.params.id, object: 'reservation', deleted: true };
  },
} satisfies Handlers;
