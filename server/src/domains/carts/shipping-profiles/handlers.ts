import { expansions } from '../../../db/list-query.ts';
import type { Handlers } from '../../../http/handlers.ts';
import {
  changeShippingProfile,
  createShippingProfile,
  deleteShippingProfile,
  getShippingProfile,
  listProfiles,
} from './service.ts';

export const shippingProfileHandlers = {
  AdminListShippingProfiles: async (request) => {
    const { limit = 20, offset = 0, order, expand, fields: _fields, ...filters } = request.query;
    const page = await listProfiles(
      request.server.db,
      filters,
      { limit, offset, order },
      expansions(expand),
    );
    return { ...page, limit, offset };
  },

  AdminCreateShippingProfile: async (request) => ({
    shipping_profile: await createShippingProfile(request.server.db, request.body),
  }),

  AdminGetShippingProfile: async (request) => ({
    shipping_profile: await getShippingProfile(
      request.server.db,
      request.params.id,
      expansions(request.query.expand),
    ),
  }),

  AdminUpdateShippingProfile: async (request) => ({
    shipping_profile: await changeShippingProfile(
      request.server.db,
      request.params.id,
      request.body,
    ),
  }),

  AdminDeleteShippingProfile: async (request) => {
    await deleteShippingProfile(request.server.db, request.params.id);
    return { id: request.params.id, object: 'shipping_profile', deleted: true };
  },
} satisfies Handlers;
