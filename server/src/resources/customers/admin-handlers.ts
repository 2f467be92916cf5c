import { errors } from '../../errors.ts';
import type { Handlers } from '../../http/handlers.ts';
import { listCustomers } from './repository.ts';
import {
  customerWithAddresses,
  registerCustomer,
  toCustomer,
  updateCustomerDetails,
} from './service.ts';

export const adminCustomerHandlers = {
  AdminListCustomers: async (request) => {
    const {
      limit = 20,
      offset = 0,
      groups,
      expand: _expand,
      fields: _fields,
      ...filters
    } = request.query;
    // Customer groups are a later slice; until they exist no customer is in any group.
    if (groups?.length) return { customers: [], count: 0, offset, limit };
    const { rows, count } = await listCustomers(request.server.db, { ...filters, limit, offset });
    return { customers: rows.map((row) => toCustomer(row)), count, offset, limit };
  },

  AdminCreateCustomer: async (request) => {
    const row = await registerCustomer(request.server.db, request.body);
    return { customer: await customerWithAddresses(request.server.db, row.id) };
  },

  AdminGetCustomer: async (request) => {
    return { customer: await customerWithAddresses(request.server.db, request.params.id) };
  },

  AdminUpdateCustomer: async (request) => {
    const { groups, ...fields } = request.body;
    if (groups?.length) throw errors.notAllowed('Customer groups are not available yet');
    const row = await updateCustomerDetails(request.server.db, request.params.id, fields);
    return { customer: await customerWithAddresses(request.server.db, row.id) };
  },
} satisfies Handlers;
