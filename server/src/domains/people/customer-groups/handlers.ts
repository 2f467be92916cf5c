import { expansions } from '../../../db/list-query.ts';
import type { Handlers } from '../../../http/handlers.ts';
import {
  addCustomers,
  changeCustomerGroup,
  createCustomerGroup,
  deleteCustomerGroup,
  getCustomerGroup,
  listGroupCustomers,
  listGroups,
  removeCustomers,
} from './service.ts';

export const customerGroupHandlers = {
  AdminListCustomerGroups: async (request) => {
    const { limit = 20, offset = 0, order, expand, fields: _fields, ...filters } = request.query;
    const page = await listGroups(
      request.server.db,
      filters,
      { limit, offset, order },
      expansions(expand).has('customers'),
    );
    return { ...page, limit, offset };
  },

  AdminCreateCustomerGroup: async (request) => ({
    customer_group: await createCustomerGroup(request.server.db, request.body),
  }),

  AdminGetCustomerGroup: async (request) => ({
    customer_group: await getCustomerGroup(
      request.server.db,
      request.params.id,
      expansions(request.query.expand).has('customers'),
    ),
  }),

  AdminUpdateCustomerGroup: async (request) => ({
    customer_group: await changeCustomerGroup(
      request.server.db,
      request.params.id,
      request.body ?? {},
    ),
  }),

  AdminDeleteCustomerGroup: async (request) => {
    await deleteCustomerGroup(request.server.db, request.params.id);
    return { id: request.params.id, object: 'customer_group', deleted: true };
  },

  AdminListCustomerGroupCustomers: async (request) => {
    const { limit = 20, offset = 0, expand: _expand, fields: _fields, ...filters } = request.query;
    const page = await listGroupCustomers(request.server.db, request.params.id, {
      ...filters,
      limit,
      offset,
    });
    return { ...page, limit, offset };
  },

  AdminAddCustomerGroupCustomers: async (request) => ({
    customer_group: await addCustomers(
      request.server.db,
      request.params.id,
      request.body.customer_ids.map((c) => c.id),
    ),
  }),

  AdminRemoveCustomerGroupCustomers: async (request) => ({
    customer_group: await removeCustomers(
      request.server.db,
      request.params.id,
      request.body.customer_ids.map((c) => c.id),
    ),
  }),
} satisfies Handlers;
