import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { nextMessage } from '../../../test/fixtures/auth-messages.ts';
import { createUser } from '../users/service.ts';

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;

const admin = { email: 'admin@example.com', password: 'correct horse battery' };

function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie']);
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/SameSite=Lax/);
  return header.split(';')[0] as string;
}

/** No secret column, hash or reset/invite token may ever appear in a body. */
function expectNoSecrets(body: string): void {
  expect(body).not.toMatch(/password|_hash|scrypt\$|api_token|reset_token|token_hash/);
}

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database);
  second = await buildTestApp(database);
  await createUser(database.db, { ...admin, role: 'admin', first_name: 'Ada' });
});

afterAll(async () => {
  await app?.close();
  await second?.close();
  await database?.close();
});

describe('admin session', () => {
  it('signs in, reads the user, signs out', async () => {
    const signIn = await app.inject({ method: 'POST', url: '/admin/auth', payload: admin });
    const { user } = expectContract('AdminCreateAuth', signIn);
    expect(user).toMatchObject({ email: admin.email, role: 'admin', first_name: 'Ada' });
    expectNoSecrets(signIn.body);
    const cookie = sessionCookie(signIn);

    const me = await app.inject({ method: 'GET', url: '/admin/auth', headers: { cookie } });
    expect(expectContract('AdminGetAuth', me).user.id).toBe(user.id);
    expectNoSecrets(me.body);

    const store = await app.inject({ method: 'GET', url: '/admin/store', headers: { cookie } });
    expectContract('AdminGetStore', store);

    const signOut = await app.inject({ method: 'DELETE', url: '/admin/auth', headers: { cookie } });
    expectContract('AdminDeleteAuth', signOut);
    expect(String(signOut.headers['set-cookie'])).toMatch(/connect\.sid=;.*Max-Age=0/);
  });

  it('is accepted by a second instance on the same database', async () => {
    const signIn = await app.inject({ method: 'POST', url: '/admin/auth', payload: admin });
    const cookie = sessionCookie(signIn);
    const response = await second.inject({
      method: 'GET',
      url: '/admin/store',
      headers: { cookie },
    });
    expectContract('AdminGetStore', response);
  });

  it('answers 401 JSON to a wrong password or an unknown email', async () => {
    for (const payload of [
      { ...admin, password: 'wrong' },
      { email: 'nobody@example.com', password: 'x' },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/admin/auth', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ type: 'unauthorized', message: 'Wrong email or password' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 400 to a malformed body and 401 to GET /admin/auth without a session', async () => {
    const bad = await app.inject({ method: 'POST', url: '/admin/auth', payload: { email: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().type).toBe('invalid_data');
    const anonymous = await app.inject({ method: 'GET', url: '/admin/auth' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/admin/auth',
      headers: { cookie: 'connect.sid=eyJhbGciOiJIUzI1NiJ9.e30.invalid' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('bearer and API tokens', () => {
  it('a 24 h bearer token opens admin routes, but not as a cookie', async () => {
    const response = await app.inject({ method: 'POST', url: '/admin/auth/token', payload: admin });
    const { access_token } = expectContract('AdminCreateAuthToken', response);
    const store = await second.inject({
      method: 'GET',
      url: '/admin/store',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expectContract('AdminGetStore', store);
    const asCookie = await app.inject({
      method: 'GET',
      url: '/admin/store',
      headers: { cookie: `connect.sid=${access_token}` },
    });
    expect(asCookie.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'POST',
      url: '/admin/auth/token',
      payload: { ...admin, password: 'no' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('the API token header opens admin routes once set, and is never answered', async () => {
    const token = await app.inject({ method: 'POST', url: '/admin/auth/token', payload: admin });
    const authorization = `Bearer ${token.json().access_token}`;
    const me = await app.inject({ method: 'GET', url: '/admin/auth', headers: { authorization } });
    const id = me.json().user.id;
    const update = await app.inject({
      method: 'POST',
      url: `/admin/users/${id}`,
      headers: { authorization },
      payload: { api_token: 'my-secret-api-token' },
    });
    expectContract('AdminUpdateUser', update);
    expectNoSecrets(update.body);
    expect(update.body).not.toContain('my-secret-api-token');

    const store = await app.inject({
      method: 'GET',
      url: '/admin/store',
      headers: { 'x-medusa-access-token': 'my-secret-api-token' },
    });
    expectContract('AdminGetStore', store);
    const wrong = await app.inject({
      method: 'GET',
      url: '/admin/store',
      headers: { 'x-medusa-access-token': 'not-it' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers 204 whatever the email, and the emailed token sets a new password once', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/admin/users/password-token',
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(204);

    const sent = nextMessage('user-password-reset');
    const known = await app.inject({
      method: 'POST',
      url: '/admin/users/password-token',
      payload: { email: admin.email },
    });
    expect(known.statusCode).toBe(204);
    expect(known.body).toBe('');
    const { token } = await sent;

    const wrongEmail = await app.inject({
      method: 'POST',
      url: '/admin/users/reset-password',
      payload: { token, email: 'other@example.com', password: 'new password 1' },
    });
    expect(wrongEmail.statusCode).toBe(401);

    const reset = await app.inject({
      method: 'POST',
      url: '/admin/users/reset-password',
      payload: { token, email: admin.email, password: 'new password 1' },
    });
    expectContract('AdminResetUserPassword', reset);
    expectNoSecrets(reset.body);
    const again = await app.inject({
      method: 'POST',
      url: '/admin/users/reset-password',
      payload: { token, password: 'another one' },
    });
    expect(again.statusCode).toBe(401);

    const old = await app.inject({ method: 'POST', url: '/admin/auth', payload: admin });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({
      method: 'POST',
      url: '/admin/auth',
      payload: { email: admin.email, password: 'new password 1' },
    });
    expectContract('AdminCreateAuth', fresh);
    admin.password = 'new password 1';
  });
});

describe('rate limits', () => {
  it('answers JSON 429 once the limit is reached', async () => {
    const limited = await buildTestApp(database, {
      auth: { rateLimit: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const payload = { email: 'nobody@example.com', password: 'guess' };
      for (let i = 0; i < 2; i++) {
        const response = await limited.inject({ method: 'POST', url: '/admin/auth', payload });
        expect(response.statusCode).toBe(401);
      }
      const refused = await limited.inject({ method: 'POST', url: '/admin/auth', payload });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        type: 'too_many_requests',
        message: 'Too many requests, try again later',
      });
      // Other operations keep their own budget; unlimited ones have none.
      const email = await limited.inject({
        method: 'GET',
        url: '/store/auth/nobody%40example.com',
      });
      expectContract('StoreGetAuthEmail', email);
    } finally {
      await limited.close();
    }
  });
});
