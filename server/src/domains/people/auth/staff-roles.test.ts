import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, executeRows } from '../../../db/database.ts';
import { buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { createUser } from '../users/service.ts';

/*
 * Issue 21's reproductions on roles, as an attacker with a staff account would try them:
 * each is refused, and what a role may do for itself still works.
 */

let database: Database;
let app: FastifyInstance;
const password = 'staff password';

type Method = 'GET' | 'POST' | 'DELETE';

interface Staff {
  id: string;
  email: string;
  headers: { authorization: string };
}

async function signIn(email: string, secret = password): Promise<{ authorization: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/auth/token',
    payload: { email, password: secret },
  });
  return {
    authorization: `Bearer ${expectContract('AdminCreateAuthToken', response).access_token}`,
  };
}

async function staff(
  email: string,
  role: 'admin' | 'member' | 'developer' | 'custom',
  roleId?: string,
): Promise<Staff> {
  const row = await createUser(database.db, {
    email,
    password,
    role,
    ...(roleId ? { role_id: roleId } : {}),
  });
  return { id: row.id, email, headers: await signIn(email) };
}

function call(who: Staff, method: Method, url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

function refused(response: { statusCode: number; json(): { type: string; code?: string } }) {
  return { status: response.statusCode, ...response.json() };
}

let owner: Staff;
let member: Staff;
let developer: Staff;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { auth: { rateLimit: { max: 1000 } } });
  owner = await staff('owner@roles.test', 'admin');
  member = await staff('member@roles.test', 'member');
  developer = await staff('dev@roles.test', 'developer');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a member', () => {
  it('cannot raise their own role', async () => {
    const response = await call(member, 'POST', `/admin/users/${member.id}`, { role: 'admin' });
    expect(refused(response)).toMatchObject({ status: 403, type: 'forbidden', code: 'forbidden' });
    const me = expectContract('AdminGetAuth', await call(member, 'GET', '/admin/auth'));
    expect(me.user.role).toBe('member');
  });

  it('cannot create an admin, nor any user', async () => {
    const response = await call(member, 'POST', '/admin/users', {
      email: 'sidekick@roles.test',
      password: 'sidekick password',
      role: 'admin',
    });
    expect(refused(response)).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it("cannot set an admin's API token and then act as them", async () => {
    const response = await call(member, 'POST', `/admin/users/${owner.id}`, {
      api_token: 'x-stolen-token-0123456789',
    });
    expect(response.statusCode).toBe(403);
    const asOwner = await app.inject({
      method: 'GET',
      url: '/admin/auth',
      headers: { 'x-medusa-access-token': 'x-stolen-token-0123456789' },
    });
    expect(asOwner.statusCode).toBe(401);
  });

  it('still changes their own name, saved views and API token', async () => {
    const updated = await call(member, 'POST', `/admin/users/${member.id}`, {
      first_name: 'Mia',
      metadata: { admin_list_views: { orders: [] } },
      api_token: 'member-own-token-0123456789',
    });
    expect(expectContract('AdminUpdateUser', updated).user).toMatchObject({
      first_name: 'Mia',
      role: 'member',
    });
    const viaToken = await app.inject({
      method: 'GET',
      url: '/admin/auth',
      headers: { 'x-medusa-access-token': 'member-own-token-0123456789' },
    });
    expect(expectContract('AdminGetAuth', viaToken).user.id).toBe(member.id);
    // Its own record, without team:read.
    expectContract('AdminGetUser', await call(member, 'GET', `/admin/users/${member.id}`));
  });

  it('sees their permissions, and what they lack is refused', async () => {
    const me = expectContract('AdminGetAuth', await call(member, 'GET', '/admin/auth'));
    expect(me.user.permissions).toContain('orders:write');
    expect(me.user.permissions).not.toContain('team:write');
    expect(me.user.permissions).not.toContain('store:write');
    const store = await call(member, 'POST', '/admin/store', { name: 'Mine now' });
    expect(refused(store)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(store.json().message).toMatch(/store:write/);
  });
});

describe('an admin', () => {
  it("cannot set another user's API token either", async () => {
    const response = await call(owner, 'POST', `/admin/users/${member.id}`, {
      api_token: 'owner-chosen-token-0123456789',
    });
    expect(refused(response)).toMatchObject({ status: 403, code: 'api_token_not_own' });
  });

  it('changes roles, but never leaves the store without an admin', async () => {
    const lone = await call(owner, 'POST', `/admin/users/${owner.id}`, { role: 'member' });
    expect(refused(lone)).toMatchObject({ status: 400, code: 'last_admin' });
    const deleted = await call(owner, 'DELETE', `/admin/users/${owner.id}`);
    expect(refused(deleted)).toMatchObject({ status: 400, code: 'last_admin' });

    const second = await staff('second@roles.test', 'member');
    const promoted = await call(owner, 'POST', `/admin/users/${second.id}`, { role: 'admin' });
    expect(expectContract('AdminUpdateUser', promoted).user.role).toBe('admin');
    // With two admins, either may step down; the last one may not.
    const down = await call(second, 'POST', `/admin/users/${second.id}`, { role: 'member' });
    expect(expectContract('AdminUpdateUser', down).user.role).toBe('member');
    const again = await call(owner, 'POST', `/admin/users/${owner.id}`, { role: 'developer' });
    expect(refused(again)).toMatchObject({ status: 400, code: 'last_admin' });
  });
});

describe('a custom role that manages the team', () => {
  let lead: Staff;
  let roleId: string;

  beforeAll(async () => {
    const created = await call(owner, 'POST', '/admin/roles', {
      name: 'Team lead',
      permissions: ['team:write', 'orders:write'],
    });
    const role = expectContract('AdminCreateRole', created).role;
    // Each write brings its read.
    expect(role.permissions).toEqual(['orders:read', 'orders:write', 'team:read', 'team:write']);
    roleId = role.id;
    lead = await staff('lead@roles.test', 'custom', roleId);
  });

  it('may invite and create users with roles within its own permissions', async () => {
    const within = await call(owner, 'POST', '/admin/roles', {
      name: 'Orders only',
      permissions: ['orders:read'],
    });
    const ordersOnly = expectContract('AdminCreateRole', within).role.id;
    const created = await call(lead, 'POST', '/admin/users', {
      email: 'clerk@roles.test',
      password: 'clerk password',
      role_id: ordersOnly,
    });
    expect(expectContract('AdminCreateUser', created).user).toMatchObject({
      role: 'custom',
      role_id: ordersOnly,
      permissions: ['orders:read'],
    });
  });

  it('cannot hand out, invite or create a stronger role', async () => {
    for (const role of ['admin', 'member', 'developer']) {
      const invite = await call(lead, 'POST', '/admin/invites', { user: `${role}@x.test`, role });
      expect(refused(invite)).toMatchObject({ status: 403, code: 'role_exceeds_own' });
      const user = await call(lead, 'POST', '/admin/users', {
        email: `${role}-user@x.test`,
        password: 'some password',
        role,
      });
      expect(refused(user)).toMatchObject({ status: 403, code: 'role_exceeds_own' });
    }
    const stronger = await call(lead, 'POST', '/admin/roles', {
      name: 'Everything',
      permissions: ['store:write'],
    });
    expect(refused(stronger)).toMatchObject({ status: 403, code: 'role_exceeds_own' });
    const widen = await call(lead, 'POST', `/admin/roles/${roleId}`, {
      permissions: ['team:write', 'orders:write', 'products:write'],
    });
    expect(refused(widen)).toMatchObject({ status: 403, code: 'role_exceeds_own' });
  });

  it('cannot raise itself, nor touch a stronger user', async () => {
    const raise = await call(lead, 'POST', `/admin/users/${lead.id}`, { role: 'admin' });
    expect(refused(raise)).toMatchObject({ status: 403, code: 'role_exceeds_own' });
    for (const [method, url, payload] of [
      ['POST', `/admin/users/${owner.id}`, { role: 'member' }],
      ['POST', `/admin/users/${owner.id}`, { first_name: 'Mallory' }],
      ['DELETE', `/admin/users/${owner.id}`, undefined],
      ['DELETE', `/admin/users/${owner.id}/sessions`, undefined],
    ] as const) {
      const response = await call(lead, method, url, payload);
      expect(refused(response), `${method} ${url}`).toMatchObject({
        status: 403,
        code: 'role_exceeds_own',
      });
    }
  });

  it('cannot renew an admin invite to accept it itself', async () => {
    const invite = expectContract(
      'AdminCreateInvite',
      await call(owner, 'POST', '/admin/invites', { user: 'new-admin@x.test', role: 'admin' }),
    ).invite;
    const resend = await call(lead, 'POST', `/admin/invites/${invite.id}/resend`);
    expect(refused(resend)).toMatchObject({ status: 403, code: 'role_exceeds_own' });
    const withdraw = await call(lead, 'DELETE', `/admin/invites/${invite.id}`);
    expect(refused(withdraw)).toMatchObject({ status: 403, code: 'role_exceeds_own' });
  });
});

describe('custom roles', () => {
  it('give their users exactly their permissions, changed at once', async () => {
    const role = expectContract(
      'AdminCreateRole',
      await call(owner, 'POST', '/admin/roles', {
        name: 'Support',
        description: 'Orders and customers',
        permissions: ['orders:write', 'customers:write'],
      }),
    ).role;
    const agent = await staff('agent@roles.test', 'custom', role.id);
    expectContract('AdminListOrders', await call(agent, 'GET', '/admin/orders'));
    expect((await call(agent, 'GET', '/admin/products')).statusCode).toBe(403);

    const changed = await call(owner, 'POST', `/admin/roles/${role.id}`, {
      permissions: ['products:read'],
    });
    expect(expectContract('AdminUpdateRole', changed).role).toMatchObject({
      permissions: ['products:read'],
      user_count: 1,
    });
    expect((await call(agent, 'GET', '/admin/orders')).statusCode).toBe(403);
    expectContract('AdminListProducts', await call(agent, 'GET', '/admin/products'));

    const inUse = await call(owner, 'DELETE', `/admin/roles/${role.id}`);
    expect(refused(inUse)).toMatchObject({ status: 400, code: 'role_in_use' });
    await call(owner, 'POST', `/admin/users/${agent.id}`, { role: 'member' });
    expectContract('AdminDeleteRole', await call(owner, 'DELETE', `/admin/roles/${role.id}`));
    expect((await call(owner, 'GET', `/admin/roles/${role.id}`)).statusCode).toBe(404);
  });

  it('are listed by name, unique regardless of case, and validated', async () => {
    const dup = await call(owner, 'POST', '/admin/roles', { name: 'team LEAD', permissions: [] });
    expect(dup.statusCode).toBe(422);
    const bad = await call(owner, 'POST', '/admin/roles', {
      name: 'Bad',
      permissions: ['orders:delete'],
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await call(owner, 'POST', '/admin/users', {
      email: 'ghost@roles.test',
      password: 'ghost password',
      role_id: 'role_missing',
    });
    expect(refused(unknown)).toMatchObject({ status: 400, code: 'unknown_role' });
    const list = expectContract('AdminListRoles', await call(owner, 'GET', '/admin/roles?q=lead'));
    expect(list.roles.map((r: { name: string }) => r.name)).toEqual(['Team lead']);
  });
});

describe('a developer', () => {
  it('reads everything but writes only API keys, batch jobs and uploads', async () => {
    expectContract('AdminListOrders', await call(developer, 'GET', '/admin/orders'));
    expect((await call(developer, 'POST', '/admin/products', { title: 'X' })).statusCode).toBe(403);
    expectContract(
      'AdminCreatePublishableApiKey',
      await call(developer, 'POST', '/admin/publishable-api-keys', { title: 'CI' }),
    );
  });

  it('exports products, but cannot import them (an import writes products)', async () => {
    const exported = await call(developer, 'POST', '/admin/batch-jobs', {
      type: 'product-export',
      context: {},
    });
    expectContract('AdminCreateBatchJob', exported);
    const imported = await call(developer, 'POST', '/admin/batch-jobs', {
      type: 'product-import',
      context: { fileKey: 'products.csv' },
    });
    expect(refused(imported)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(imported.json().message).toMatch(/products:write/);
  });
});

describe('the last two admins demoting each other at once', () => {
  it('keep one admin: one change wins, the other is refused', async () => {
    const own = await testDatabase();
    const other = await buildTestApp(own);
    try {
      const ids: string[] = [];
      const headers: { authorization: string }[] = [];
      for (const email of ['a@race.test', 'b@race.test']) {
        ids.push((await createUser(own.db, { email, password, role: 'admin' })).id);
        const token = await other.inject({
          method: 'POST',
          url: '/admin/auth/token',
          payload: { email, password },
        });
        headers.push({ authorization: `Bearer ${token.json().access_token}` });
      }
      const results = await Promise.all(
        [0, 1].map((i) =>
          other.inject({
            method: 'POST',
            url: `/admin/users/${ids[1 - i]}`,
            headers: headers[i],
            payload: { role: 'member' },
          }),
        ),
      );
      // One wins. The other is refused either by the last-admin rule (both passed the gate
      // before either wrote) or by the gate itself (the winner had already made its
      // author a member, who may no longer change roles): both leave one admin.
      const [won, lost] = [...results].sort((x, y) => x.statusCode - y.statusCode);
      expect(won?.statusCode).toBe(200);
      const refusal = { status: lost?.statusCode, code: lost?.json().code };
      expect([
        { status: 400, code: 'last_admin' },
        { status: 403, code: 'forbidden' },
      ]).toContainEqual(refusal);
      const rows = await executeRows(
        own.db,
        sql`SELECT count(*)::int AS n FROM "user" WHERE role = 'admin' AND deleted_at IS NULL`,
      );
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await other.close();
      await own.close();
    }
  });
});
