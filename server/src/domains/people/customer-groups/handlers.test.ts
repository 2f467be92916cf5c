import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });

async function createGroup(name: string, extra: object = {}) {
  const response = await call('POST', '/admin/customer-groups', { name, ...extra });
  return expectContract('AdminCreateCustomerGroup', response).customer_group;
}

async function createCustomer(email: string, first_name = 'Sam') {
  const response = await call('POST', '/admin/customers', {
    email,
    first_name,
    last_name: 'Shopper',
    password: 'long enough password',
  });
  return expectContract('AdminCreateCustomer', response).customer;
}

const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('customer groups', () => {
  it('creates, reads, updates, lists and deletes a group', async () => {
    const group = await createGroup('VIP', { metadata: { tier: 1 } });
    expect(group).toMatchObject({ name: 'VIP', metadata: { tier: 1 }, deleted_at: null });
    expect(group.id).toMatch(/^cgrp_[0-9A-Z]{26}$/);

    const got = expectContract(
      'AdminGetCustomerGroup',
      await call('GET', `/admin/customer-groups/${group.id}`),
    );
    expect(got.customer_group).toEqual(group);

    const updated = expectContract(
      'AdminUpdateCustomerGroup',
      await call('POST', `/admin/customer-groups/${group.id}`, { name: 'Very VIP' }),
    );
    expect(updated.customer_group).toMatchObject({ name: 'Very VIP', metadata: { tier: 1 } });

    await createGroup('Wholesale');
    const search = expectContract(
      'AdminListCustomerGroups',
      await call('GET', '/admin/customer-groups?q=vip&order=name'),
    );
    expect(search).toMatchObject({ count: 1, offset: 0, limit: 20 });
    expect(search.customer_groups[0].id).toBe(group.id);
    const byName = expectContract(
      'AdminListCustomerGroups',
      await call('GET', '/admin/customer-groups?name[]=Wholesale&name[]=Very%20VIP&limit=1'),
    );
    expect(byName).toMatchObject({ count: 2, limit: 1 });
    expect(byName.customer_groups).toHaveLength(1);
    const byId = expectContract(
      'AdminListCustomerGroups',
      await call(
        'GET',
        `/admin/customer-groups?id=${group.id}&created_at[gte]=2000-01-01T00:00:00Z`,
      ),
    );
    expect(ids(byId.customer_groups)).toEqual([group.id]);

    const deleted = expectContract(
      'AdminDeleteCustomerGroup',
      await call('DELETE', `/admin/customer-groups/${group.id}`),
    );
    expect(deleted).toEqual({ id: group.id, object: 'customer_group', deleted: true });
    const gone = await call('GET', `/admin/customer-groups/${group.id}`);
    expect(expectContract('AdminGetCustomerGroup', gone, 404).message).toBe(
      `Customer group with id: ${group.id} was not found`,
    );
    // The name of a deleted group is free again.
    await createGroup('Very VIP');
  });

  it('answers 422 for a name another group has', async () => {
    const first = await createGroup('Staff');
    const again = await call('POST', '/admin/customer-groups', { name: 'Staff' });
    expect(expectContract('AdminCreateCustomerGroup', again, 422).type).toBe('duplicate_error');
    const other = await createGroup('Friends');
    const rename = await call('POST', `/admin/customer-groups/${other.id}`, { name: 'Staff' });
    expectContract('AdminUpdateCustomerGroup', rename, 422);
    // Renaming a group to its own name is fine.
    const same = await call('POST', `/admin/customer-groups/${first.id}`, { name: 'Staff' });
    expectContract('AdminUpdateCustomerGroup', same);
  });

  it('adds, lists and removes customers in batches', async () => {
    const group = await createGroup('Newsletter');
    const ann = await createCustomer('ann@example.com', 'Ann');
    const bob = await createCustomer('bob@example.com', 'Bob');
    const batch = `/admin/customer-groups/${group.id}/customers/batch`;

    const added = expectContract(
      'AdminAddCustomerGroupCustomers',
      await call('POST', batch, { customer_ids: [{ id: ann.id }, { id: bob.id }] }),
    );
    expect(added.customer_group.id).toBe(group.id);
    // Adding again leaves members as they are.
    expectContract(
      'AdminAddCustomerGroupCustomers',
      await call('POST', batch, { customer_ids: [{ id: ann.id }] }),
    );
    // An empty id names no customer: 404, as an unknown one (it was a 500: '' is falsy).
    expectContract(
      'AdminAddCustomerGroupCustomers',
      await call('POST', batch, { customer_ids: [{ id: '' }] }),
      404,
    );

    const members = expectContract(
      'AdminListCustomerGroupCustomers',
      await call('GET', `/admin/customer-groups/${group.id}/customers?order=email`),
    );
    expect(members).toMatchObject({ count: 2, offset: 0, limit: 20 });
    expect(ids(members.customers)).toEqual([ann.id, bob.id]);
    const searched = expectContract(
      'AdminListCustomerGroupCustomers',
      await call('GET', `/admin/customer-groups/${group.id}/customers?q=bob&has_account=true`),
    );
    expect(ids(searched.customers)).toEqual([bob.id]);

    const expanded = expectContract(
      'AdminGetCustomerGroup',
      await call('GET', `/admin/customer-groups/${group.id}?expand=customers`),
    );
    expect(ids(expanded.customer_group.customers)).toEqual([ann.id, bob.id]);
    const listed = expectContract(
      'AdminListCustomerGroups',
      await call('GET', `/admin/customer-groups?id[]=${group.id}&expand=customers`),
    );
    expect(listed.customer_groups[0].customers).toHaveLength(2);

    const removed = expectContract(
      'AdminRemoveCustomerGroupCustomers',
      await call('DELETE', batch, { customer_ids: [{ id: ann.id }, { id: 'cus_not_a_member' }] }),
    );
    expect(removed.customer_group.id).toBe(group.id);
    const left = expectContract(
      'AdminListCustomerGroupCustomers',
      await call('GET', `/admin/customer-groups/${group.id}/customers`),
    );
    expect(ids(left.customers)).toEqual([bob.id]);

    const unknown = await call('POST', batch, {
      customer_ids: [{ id: ann.id }, { id: 'cus_missing' }],
    });
    expect(expectContract('AdminAddCustomerGroupCustomers', unknown, 404).message).toBe(
      'Customer with id: cus_missing was not found',
    );
    // The batch is all or nothing: Ann was not added back.
    const after = expectContract(
      'AdminListCustomerGroupCustomers',
      await call('GET', `/admin/customer-groups/${group.id}/customers`),
    );
    expect(ids(after.customers)).toEqual([bob.id]);
  });

  it("shows, filters and replaces a customer's groups through the customer operations", async () => {
    const gold = await createGroup('Gold');
    const silver = await createGroup('Silver');
    const cara = await createCustomer('cara@example.com', 'Cara');
    const dan = await createCustomer('dan@example.com', 'Dan');

    const updated = expectContract(
      'AdminUpdateCustomer',
      await call('POST', `/admin/customers/${cara.id}`, {
        first_name: 'Carla',
        groups: [{ id: gold.id }, { id: silver.id }],
      }),
    );
    expect(updated.customer.first_name).toBe('Carla');
    expect(ids(updated.customer.groups)).toEqual([gold.id, silver.id]);

    const got = expectContract(
      'AdminGetCustomer',
      await call('GET', `/admin/customers/${cara.id}?expand=groups`),
    );
    expect(ids(got.customer.groups)).toEqual([gold.id, silver.id]);

    const inGold = expectContract(
      'AdminListCustomers',
      await call('GET', `/admin/customers?groups[]=${gold.id}&expand=groups`),
    );
    expect(ids(inGold.customers)).toEqual([cara.id]);
    expect(ids(inGold.customers[0].groups)).toEqual([gold.id, silver.id]);

    const replaced = expectContract(
      'AdminUpdateCustomer',
      await call('POST', `/admin/customers/${cara.id}`, { groups: [{ id: silver.id }] }),
    );
    expect(ids(replaced.customer.groups)).toEqual([silver.id]);

    const bad = await call('POST', `/admin/customers/${dan.id}`, {
      first_name: 'Daniel',
      groups: [{ id: 'cgrp_missing' }],
    });
    expect(expectContract('AdminUpdateCustomer', bad, 400).message).toBe(
      'Customer group with id: cgrp_missing was not found',
    );
    // The name change rolled back with the failed membership change.
    const dansNow = expectContract(
      'AdminGetCustomer',
      await call('GET', `/admin/customers/${dan.id}`),
    );
    expect(dansNow.customer.first_name).toBe('Dan');

    // Deleting a group takes its customers out of it.
    await call('DELETE', `/admin/customer-groups/${silver.id}`);
    const afterDelete = expectContract(
      'AdminGetCustomer',
      await call('GET', `/admin/customers/${cara.id}?expand=groups`),
    );
    expect(afterDelete.customer.groups).toEqual([]);
  });

  it('rejects bad input', async () => {
    const group = await createGroup('Bad input');
    const bad: [string, Method, string, object?][] = [
      ['AdminCreateCustomerGroup', 'POST', '/admin/customer-groups', {}],
      ['AdminCreateCustomerGroup', 'POST', '/admin/customer-groups', { name: '' }],
      ['AdminCreateCustomerGroup', 'POST', '/admin/customer-groups', { name: 'x', extra: 1 }],
      ['AdminListCustomerGroups', 'GET', '/admin/customer-groups?order=secret'],
      ['AdminListCustomerGroups', 'GET', '/admin/customer-groups?limit=-1'],
      ['AdminGetCustomerGroup', 'GET', `/admin/customer-groups/${group.id}?unknown=1`],
      ['AdminUpdateCustomerGroup', 'POST', `/admin/customer-groups/${group.id}`, { name: 3 }],
      [
        'AdminListCustomerGroupCustomers',
        'GET',
        `/admin/customer-groups/${group.id}/customers?has_account=maybe`,
      ],
      [
        'AdminAddCustomerGroupCustomers',
        'POST',
        `/admin/customer-groups/${group.id}/customers/batch`,
        { customer_ids: [] },
      ],
      [
        'AdminRemoveCustomerGroupCustomers',
        'DELETE',
        `/admin/customer-groups/${group.id}/customers/batch`,
        { customer_ids: ['cus_x'] },
      ],
    ];
    for (const [operationId, method, url, payload] of bad) {
      expect(expectContract(operationId, await call(method, url, payload), 400).type).toBe(
        'invalid_data',
      );
    }
  });

  it('answers 404 for unknown groups', async () => {
    const missing = '/admin/customer-groups/cgrp_missing';
    const requests: [string, Method, string, object?][] = [
      ['AdminGetCustomerGroup', 'GET', missing],
      ['AdminUpdateCustomerGroup', 'POST', missing, { name: 'x' }],
      ['AdminDeleteCustomerGroup', 'DELETE', missing],
      ['AdminListCustomerGroupCustomers', 'GET', `${missing}/customers`],
      [
        'AdminAddCustomerGroupCustomers',
        'POST',
        `${missing}/customers/batch`,
        { customer_ids: [{ id: 'cus_x' }] },
      ],
      [
        'AdminRemoveCustomerGroupCustomers',
        'DELETE',
        `${missing}/customers/batch`,
        { customer_ids: [{ id: 'cus_x' }] },
      ],
    ];
    for (const [operationId, method, url, payload] of requests) {
      expect(expectContract(operationId, await call(method, url, payload), 404).type).toBe(
        'not_found',
      );
    }
  });

  it('needs credentials', async () => {
    const requests: [string, Method, string, object?][] = [
      ['AdminListCustomerGroups', 'GET', '/admin/customer-groups'],
      ['AdminCreateCustomerGroup', 'POST', '/admin/customer-groups', { name: 'x' }],
      ['AdminGetCustomerGroup', 'GET', '/admin/customer-groups/cgrp_x'],
      ['AdminUpdateCustomerGroup', 'POST', '/admin/customer-groups/cgrp_x', { name: 'x' }],
      ['AdminDeleteCustomerGroup', 'DELETE', '/admin/customer-groups/cgrp_x'],
      ['AdminListCustomerGroupCustomers', 'GET', '/admin/customer-groups/cgrp_x/customers'],
      [
        'AdminAddCustomerGroupCustomers',
        'POST',
        '/admin/customer-groups/cgrp_x/customers/batch',
        { customer_ids: [{ id: 'cus_x' }] },
      ],
      [
        'AdminRemoveCustomerGroupCustomers',
        'DELETE',
        '/admin/customer-groups/cgrp_x/customers/batch',
        { customer_ids: [{ id: 'cus_x' }] },
      ],
    ];
    for (const [operationId, method, url, payload] of requests) {
      const response = await anonymous.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
