import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { type StaffTestApp, staffTestApp } from '../../../test/fixtures/staff.ts';

let staff: StaffTestApp;
let app: FastifyInstance;
let headers: { authorization: string };

beforeAll(async () => {
  staff = await staffTestApp();
  app = staff.app;
  headers = staff.headers;
});

afterAll(async () => {
  await staff?.close();
});

describe('users', () => {
  it('creates, lists, gets, updates and deletes users', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/admin/users',
      headers,
      payload: { email: 'dev@example.com', password: 'dev password', first_name: 'Dev' },
    });
    const { user } = expectContract('AdminCreateUser', created);
    expect(user.role).toBe('member');
    expect(created.body).not.toMatch(/password|_hash/);
    const dup = await app.inject({
      method: 'POST',
      url: '/admin/users',
      headers,
      payload: { email: 'DEV@example.com', password: 'another password' },
    });
    expect(dup.statusCode).toBe(422);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/admin/users',
          headers,
          payload: { email: 'x@y.z' },
        })
      ).statusCode,
    ).toBe(400);

    const list = expectContract(
      'AdminListUsers',
      await app.inject({ method: 'GET', url: '/admin/users?q=dev', headers }),
    );
    expect(list.users.map((u: { id: string }) => u.id)).toEqual([user.id]);
    const got = await app.inject({ method: 'GET', url: `/admin/users/${user.id}`, headers });
    expect(expectContract('AdminGetUser', got).user.email).toBe('dev@example.com');
    const updated = await app.inject({
      method: 'POST',
      url: `/admin/users/${user.id}`,
      headers,
      payload: { role: 'admin', last_name: 'Ops' },
    });
    expect(expectContract('AdminUpdateUser', updated).user).toMatchObject({
      role: 'admin',
      last_name: 'Ops',
    });

    const token = await app.inject({
      method: 'POST',
      url: '/admin/auth/token',
      payload: { email: 'dev@example.com', password: 'dev password' },
    });
    const devAuth = { authorization: `Bearer ${token.json().access_token}` };
    const deleted = await app.inject({ method: 'DELETE', url: `/admin/users/${user.id}`, headers });
    expect(expectContract('AdminDeleteUser', deleted)).toEqual({
      id: user.id,
      object: 'user',
      deleted: true,
    });
    // A deleted user's tokens stop working at once.
    expect(
      (await app.inject({ method: 'GET', url: '/admin/auth', headers: devAuth })).statusCode,
    ).toBe(401);

    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { first_name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await app.inject({
        method,
        url: `/admin/users/${user.id}`,
        headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`User with id: ${user.id} was not found`);
    }
    expect((await app.inject({ method: 'GET', url: '/admin/users' })).statusCode).toBe(401);
  });
});

describe("a staff user's metadata", () => {
  /** The admin's saved list views (admin/src/lib/lists/saved-views.ts), 20 for each of 10 lists. */
  const savedViews = Object.fromEntries(
    [
      'orders',
      'products',
      'customers',
      'discounts',
      'gift-cards',
      'draft-orders',
      'returns',
      'swaps',
      'inventory',
      'price-lists',
    ].map((list) => [
      list,
      Array.from({ length: 20 }, (_, index) => ({
        id: `view_${list}_${index}`,
        name: `Last quarter's ${list}, ${index}`,
        search: {
          status: ['pending', 'completed'],
          created_at: { gte: '2026-07-01T00:00:00.000Z', lte: '2026-09-30T23:59:59.999Z' },
          order: '-created_at',
        },
      })),
    ]),
  );

  const updateOwnMetadata = async (metadata: unknown) => {
    const { user } = expectContract(
      'AdminGetAuth',
      await app.inject({ method: 'GET', url: '/admin/auth', headers }),
    );
    return app.inject({
      method: 'POST',
      url: `/admin/users/${user.id}`,
      headers,
      payload: { metadata },
    });
  };

  it("holds the admin's saved views: 6 levels deep with a date filter, 20 for each list", async () => {
    const saved = expectContract(
      'AdminUpdateUser',
      await updateOwnMetadata({ admin_list_views: savedViews }),
    );
    expect(saved.user.metadata.admin_list_views.orders).toHaveLength(20);
  });

  it('refuses metadata nested over 10 levels, or over 64 KiB', async () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 11; level++) deep = { a: deep };
    const tooDeep = expectContract('AdminUpdateUser', await updateOwnMetadata(deep), 400);
    expect(tooDeep.message).toBe('body.metadata must not nest more than 10 levels deep');
    const tooBig = expectContract(
      'AdminUpdateUser',
      await updateOwnMetadata(
        Object.fromEntries(
          Array.from({ length: 8 }, (_, index) => [`notes_${index}`, 'x'.repeat(9_000)]),
        ),
      ),
      400,
    );
    expect(tooBig.message).toBe('body.metadata must not be larger than 65536 bytes as JSON');
  });
});
