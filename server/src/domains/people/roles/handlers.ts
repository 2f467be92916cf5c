import type { Handlers } from '../../../http/handlers.ts';
import { listRoles } from './repository.ts';
import { createRole, deleteCustomRole, getRole, toRole, updateCustomRole } from './service.ts';

/** Custom staff roles (tag `roles`); the built-in roles are fixed by the contract. */
export const roleHandlers = {
  AdminListRoles: async (request) => {
    const { limit = 20, offset = 0, q } = request.query;
    const { rows, count } = await listRoles(request.server.db, { q, limit, offset });
    return { roles: rows.map(toRole), count, offset, limit };
  },

  AdminCreateRole: async (request) => {
    return { role: toRole(await createRole(request, request.body)) };
  },

  AdminGetRole: async (request) => {
    return { role: toRole(await getRole(request, request.params.id)) };
  },

  AdminUpdateRole: async (request) => {
    return { role: toRole(await updateCustomRole(request, request.params.id, request.body)) };
  },

  AdminDeleteRole: async (request) => {
    const { id } = request.params;
    await deleteCustomRole(request, id);
    return { id, object: 'role', deleted: true };
  },
} satisfies Handlers;
