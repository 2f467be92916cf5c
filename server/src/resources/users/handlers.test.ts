import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract.ts';
import { type StaffTestApp, staffTestApp } from '../auth/test-staff.ts';

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
