import { errors } from '../../../errors.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { toUser } from '../users/service.ts';
import { listInvites, updateInvite } from './repository.ts';
import { acceptInvite, createInvite, inviteOfTeam, resendInvite, toInvite } from './service.ts';

export const inviteHandlers = {
  AdminListInvites: async (request) => {
    const { limit = 20, offset = 0, expand: _expand, fields: _fields, ...filters } = request.query;
    const { rows, count } = await listInvites(request.server.db, { ...filters, limit, offset });
    return { invites: rows.map(toInvite), count, offset, limit };
  },

  AdminCreateInvite: async (request) => {
    // The token is answered to the inviting staff member so they can share the link
    // themselves (the invite email may not reach the person); see schema Invite.
    const { user, role, role_id } = request.body;
    const { row, token } = await createInvite(request, user, role, role_id);
    return { invite: toInvite(row), token };
  },

  AdminResendInvite: async (request) => {
    const { row, token } = await resendInvite(request, request.params.id);
    return { invite: toInvite(row), token };
  },

  AdminDeleteInvite: async (request) => {
    const { id } = request.params;
    await inviteOfTeam(request, id);
    const row = await updateInvite(request.server.db, id, { deleted_at: new Date() });
    if (!row) throw errors.notFound('Invite', id);
    return { id, object: 'invite', deleted: true };
  },

  AdminAcceptInvite: async (request) => {
    const db = request.server.db;
    return { user: await toUser(db, await acceptInvite(db, request.body)) };
  },
} satisfies Handlers;
