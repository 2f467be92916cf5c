import { expansions } from '../../../db/list-query.ts';
import { withTransaction } from '../../../db/transaction.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { groupsByCustomer, replaceCustomerGroups } from '../customer-groups/service.ts';
import { listCustomers } from './repository.ts';
import {
  customerWithAddresses,
  registerCustomer,
  toCustomer,
  updateCustomerDetails,
} from './service.ts';

export const adminCustomerHandlers = {
  AdminListCustomers: async (request) => {
    const { limit = 20, offset = 0, expand, fields: _fields, ...filters } = request.query;
    const db = request.server.db;
    const { rows, count } = await listCustomers(db, { ...filters, limit, offset });
    const customers = rows.map((row) => toCustomer(row));
    if (!expansions(expand).has('groups')) return { customers, count, offset, limit };
    const groups = await groupsByCustomer(
      db,
      rows.map((row) => row.id),
    );
    return {
      customers: customers.map((c) => ({ ...c, groups: groups.get(c.id) ?? [] })),
      count,
      offset,
      limit,
    };
  },

  AdminCreateCustomer: async (request) => {
    const row = await registerCustomer(request.server.db, request.body);
    return { customer: await customerWithAddresses(request.server.db, row.id) };
  },

  AdminGetCustomer: async (request) => {
    const db = request.server.db;
    const customer = await customerWithAddresses(db, request.params.id);
    if (!expansions(request.query.expand).has('groups')) return { customer };
    const groups = await groupsByCustomer(db, [customer.id]);
    return { customer: { ...customer, groups: groups.get(customer.id) ?? [] } };
  },

  AdminUpdateCustomer: async (request) => {
    const { groups, ...fields } = request.body ?? {};
    const db = request.server.db;
    // The details and the memberships change together or not at all.
    const id = await withTransaction(db, async (tx) => {
      const row = await updateCustomerDetails(tx, request.params.id, fields, { by: 'staff' });
      if (groups)
        await replaceCustomerGroups(
          tx,
          row.id,
          groups.map((g) => g.id),
        );
      return row.id;
    });
    const customer = await customerWithAddresses(db, id);
    // No `expand` on this operation: the groups are shown since the update may change them.
    return { customer: { ...customer, groups: (await groupsByCustomer(db, [id])).get(id) ?? [] } };
  },
} satisfies Handlers;
