import type { Handlers } from '../../../http/handlers.ts';
import { deleteCollection, describeCollection, markCollectionAuthorized } from './admin.ts';
import {
  authorizeSessions,
  createSession,
  getPaymentCollection,
  manageSessions,
  refreshSession,
} from './service.ts';

export const paymentCollectionHandlers = {
  StoreGetPaymentCollection: async (request) => ({
    payment_collection: await getPaymentCollection(request.server.db, request.params.id),
  }),

  StoreCreatePaymentCollectionSession: async (request) => ({
    payment_collection: await createSession(
      request.server.db,
      request.params.id,
      request.body.provider_id,
    ),
  }),

  StoreManagePaymentCollectionSessions: async (request) => ({
    payment_collection: await manageSessions(
      request.server.db,
      request.params.id,
      request.body.sessions,
    ),
  }),

  StoreRefreshPaymentCollectionSession: async (request) => ({
    payment_session: await refreshSession(
      request.server.db,
      request.params.id,
      request.params.session_id,
    ),
  }),

  StoreAuthorizePaymentCollectionSession: async (request) => ({
    payment_collection: await authorizeSessions(request.server.db, request.params.id, [
      request.params.session_id,
    ]),
  }),

  StoreAuthorizePaymentCollectionSessions: async (request) => ({
    payment_collection: await authorizeSessions(
      request.server.db,
      request.params.id,
      request.body.session_ids,
    ),
  }),

  AdminGetPaymentCollection: async (request) => ({
    payment_collection: await getPaymentCollection(request.server.db, request.params.id),
  }),

  AdminUpdatePaymentCollection: async (request) => ({
    payment_collection: await describeCollection(
      request.server.db,
      request.params.id,
      request.body,
    ),
  }),

  AdminDeletePaymentCollection: async (request) => {
    await deleteCollection(request.server.db, request.params.id);
    return { id: request.params.id, object: 'payment_collection', deleted: true };
  },

  AdminAuthorizePaymentCollection: async (request) => ({
    payment_collection: await markCollectionAuthorized(request.server.db, request.params.id),
  }),
} satisfies Handlers;
