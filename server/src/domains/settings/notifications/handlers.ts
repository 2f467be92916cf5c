import type { Handlers } from '../../../http/handlers.ts';
import { listNotifications, resendNotification } from './service.ts';

export const notificationHandlers = {
  AdminListNotifications: async (request) => {
    const {
      limit = 20,
      offset = 0,
      order,
      expand: _expand,
      fields: _fields,
      ...filters
    } = request.query;
    const page = await listNotifications(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },

  AdminResendNotification: async (request) => ({
    notification: await resendNotification(request, request.params.id, request.body?.to),
  }),
} satisfies Handlers;
