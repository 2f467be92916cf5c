import type { Handlers } from '../../../http/handlers.ts';
import { listUsers } from './repository.ts';
import {
  getUser,
  requestUserPasswordReset,
  resetUserPassword,
  toUser,
  toUsers,
} from './service.ts';
import { createUserAs, deleteUserAs, revokeUserSessionsAs, updateUserAs } from './team-changes.ts';

export const userHandlers = {
  AdminListUsers: async (request) => {
    const { limit = 20, offset = 0, ...filters } = request.query;
    const db = request.server.db;
    const { rows, count } = await listUsers(db, { ...filters, limit, offset });
    return { users: await toUsers(db, rows), count, offset, limit };
  },

  AdminCreateUser: async (request) => {
    const row = await createUserAs(request, request.body);
    return { user: await toUser(request.server.db, row) };
  },

  AdminGetUser: async (request) => {
    const db = request.server.db;
    return { user: await toUser(db, await getUser(db, request.params.id)) };
  },

  AdminUpdateUser: async (request) => {
    const row = await updateUserAs(request, request.params.id, request.body ?? {});
    return { user: await toUser(request.server.db, row) };
  },

  AdminDeleteUser: async (request) => {
    const { id } = request.params;
    await deleteUserAs(request, id);
    return { id, object: 'user', deleted: true };
  },

  AdminDeleteUserSessions: async (request) => {
    const { id } = request.params;
    return { user_id: id, revoked: await revokeUserSessionsAs(request, id) };
  },

  AdminCreateUserPasswordToken: async (request, reply) => {
    await requestUserPasswordReset(request, request.body.email);
    reply.status(204);
    return undefined;
  },

  AdminResetUserPassword: async (request) => {
    const db = request.server.db;
    return { user: await toUser(db, await resetUserPassword(db, request.body)) };
  },
} satisfies Handlers;
