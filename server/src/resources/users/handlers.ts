import { errors } from '../../errors.ts';
import type { Handlers } from '../../http/handlers.ts';
import { hashToken } from '../auth/password.ts';
import { listUsers, updateUser } from './repository.ts';
import {
  createUser,
  getUser,
  requestUserPasswordReset,
  resetUserPassword,
  toUser,
} from './service.ts';

export const userHandlers = {
  AdminListUsers: async (request) => {
    const { limit = 20, offset = 0, ...filters } = request.query;
    const { rows, count } = await listUsers(request.server.db, { ...filters, limit, offset });
    return { users: rows.map(toUser), count, offset, limit };
  },

  AdminCreateUser: async (request) => {
    const row = await createUser(request.server.db, request.body);
    return { user: toUser(row) };
  },

  AdminGetUser: async (request) => {
    return { user: toUser(await getUser(request.server.db, request.params.id)) };
  },

  AdminUpdateUser: async (request) => {
    const { api_token, ...fields } = request.body;
    const row = await updateUser(request.server.db, request.params.id, {
      ...fields,
      // The token is shown once, by whoever chose it; only its hash is kept.
      ...(api_token !== undefined ? { api_token_hash: hashToken(api_token) } : {}),
    });
    if (!row) throw errors.notFound('User', request.params.id);
    return { user: toUser(row) };
  },

  AdminDeleteUser: async (request) => {
    const { id } = request.params;
    const row = await updateUser(request.server.db, id, {
      deleted_at: new Date(),
      api_token_hash: null,
      reset_token_hash: null,
    });
    if (!row) throw errors.notFound('User', id);
    return { id, object: 'user', deleted: true };
  },

  AdminCreateUserPasswordToken: async (request, reply) => {
    await requestUserPasswordReset(request, request.body.email);
    reply.status(204);
    return undefined;
  },

  AdminResetUserPassword: async (request) => {
    const row = await resetUserPassword(request.server.db, request.body);
    return { user: toUser(row) };
  },
} satisfies Handlers;
