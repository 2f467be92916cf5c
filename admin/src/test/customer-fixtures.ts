/* Fixtures shared by the customers feature's tests. */
import { adminUser, apiRoutes, notImplemented } from './api-routes.ts';
import { renderApp } from './render-app.tsx';

export const LOAD = { timeout: 5000 };
export const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
export const wholesale = { id: 'cgrp_1', name: 'Wholesale', ...dates };
export const ada = {
  id: 'cus_1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  billing_address_id: null,
  billing_address: null,
  shipping_addresses: [
    {
      id: 'addr_1',
      customer_id: 'cus_1',
      company: null,
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_1: '12 Analytical Row',
      address_2: null,
      city: 'London',
      country_code: 'gb',
      province: null,
      postal_code: 'N1 9GU',
      phone: null,
      ...dates,
    },
  ],
  phone: '+44 20 0000',
  has_account: true,
  groups: [],
  ...dates,
};
export const grace = {
  ...ada,
  id: 'cus_2',
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  has_account: false,
};

/**
 * Renders the app at `path` over a fake API with two customers and a group, signed in as
 * the built-in admin; `extra` adds or replaces handlers (a test's own `GET /admin/auth`).
 */
export function setup(path: string, extra: Parameters<typeof apiRoutes>[0] = {}) {
  let customer = ada;
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/customers': { customers: [ada, grace], count: 2, offset: 0, limit: 20 },
    'GET /admin/customers/cus_1': () => ({ customer }),
    'POST /admin/customers': (_request, body) => {
      customer = { ...grace, id: 'cus_3', has_account: true, ...(body as object) };
      return { customer };
    },
    'GET /admin/customers/cus_3': () => ({ customer }),
    'POST /admin/customers/cus_1': (_request, body) => {
      const { groups, ...fields } = body as { groups?: { id: string }[] };
      customer = {
        ...customer,
        ...fields,
        ...(groups ? { groups: groups.map(() => wholesale) as never[] } : {}),
      };
      return { customer };
    },
    'GET /admin/customer-groups': {
      customer_groups: [wholesale],
      count: 1,
      offset: 0,
      limit: 1000,
    },
    'POST /admin/customer-groups/cgrp_1/customers/batch': { customer_group: wholesale },
    'GET /admin/orders': notImplemented(),
    'GET /admin/notes': { notes: [], count: 0, offset: 0, limit: 50 },
    'POST /admin/notes': (_request, body) => ({
      note: { id: 'note_1', author_id: 'usr_01', author: null, ...(body as object), ...dates },
    }),
    ...extra,
  });
  return { ...routes, ...renderApp(path, routes.api) };
}
