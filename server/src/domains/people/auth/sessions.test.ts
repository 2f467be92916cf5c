import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { nextMessage } from '../../../test/fixtures/auth-messages.ts';
import { createUser } from '../users/service.ts';
import { signingSecret } from './secret.ts';

/*
 * Issue 21: sessions that end. Every cookie and token names a server-side session, so
 * signing out, a password change or reset and an admin's revocation end it at once; a
 * token without `exp` (or without a session) is refused; the store's and the admin's
 * cookies never replace each other.
 */

let database: Database;
let app: FastifyInstance;
const password = 'session password';
let adminId: string;
let memberId: string;

function cookieOf(response: LightMyRequestResponse): string {
  return String(response.headers['set-cookie']).split(';')[0] as string;
}

async function adminCookie(email: string, secret = password): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/auth',
    payload: { email, password: secret },
  });
  expectContract('AdminCreateAuth', response);
  return cookieOf(response);
}

async function adminBearer(email: string, secret = password): Promise<{ authorization: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/auth/token',
    payload: { email, password: secret },
  });
  return {
    authorization: `Bearer ${expectContract('AdminCreateAuthToken', response).access_token}`,
  };
}

async function status(url: string, headers: Record<string, string>): Promise<number> {
  return (await app.inject({ method: 'GET', url, headers })).statusCode;
}

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { auth: { rateLimit: { max: 1000 } } });
  adminId = (
    await createUser(database.db, { email: 'admin@sessions.test', password, role: 'admin' })
  ).id;
  memberId = (await createUser(database.db, { email: 'member@sessions.test', password })).id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('staff sessions', () => {
  it('signing out ends the cookie’s session: a copy of it no longer works', async () => {
    const cookie = await adminCookie('member@sessions.test');
    expect(await status('/admin/auth', { cookie })).toBe(200);
    const out = await app.inject({ method: 'DELETE', url: '/admin/auth', headers: { cookie } });
    expectContract('AdminDeleteAuth', out);
    expect(String(out.headers['set-cookie'])).toMatch(/Path=\/admin; Max-Age=0/);
    expect(await status('/admin/auth', { cookie })).toBe(401);
  });

  it('signing out with a bearer token ends that token', async () => {
    const headers = await adminBearer('member@sessions.test');
    expectContract(
      'AdminDeleteAuth',
      await app.inject({ method: 'DELETE', url: '/admin/auth', headers }),
    );
    expect(await status('/admin/auth', headers)).toBe(401);
  });

  it('signing out with a cookie and a bearer token at once ends both', async () => {
    // The admin page holds a token from its API-token section besides its cookie.
    const cookie = await adminCookie('member@sessions.test');
    const bearer = await adminBearer('member@sessions.test');
    const both = { cookie, ...bearer };
    expectContract(
      'AdminDeleteAuth',
      await app.inject({ method: 'DELETE', url: '/admin/auth', headers: both }),
    );
    expect(await status('/admin/auth', { cookie })).toBe(401);
    expect(await status('/admin/auth', bearer)).toBe(401);
  });

  it('lists one’s sessions, marks the current one, and ends another', async () => {
    const laptop = await adminCookie('member@sessions.test');
    const phone = await adminBearer('member@sessions.test');
    const listed = expectContract(
      'AdminListAuthSessions',
      await app.inject({ method: 'GET', url: '/admin/auth/sessions', headers: { cookie: laptop } }),
    );
    const current = listed.sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0].kind).toBe('cookie');
    const other = listed.sessions.find((s: { kind: string }) => s.kind === 'bearer');
    expect(other).toBeDefined();
    const ended = await app.inject({
      method: 'DELETE',
      url: `/admin/auth/sessions/${other.id}`,
      headers: { cookie: laptop },
    });
    expectContract('AdminDeleteAuthSession', ended);
    expect(await status('/admin/auth', phone)).toBe(401);
    expect(await status('/admin/auth', { cookie: laptop })).toBe(200);
    // Another user's session id is not the caller's to end, nor to learn about.
    const admin = await adminBearer('admin@sessions.test');
    const adminSessions = expectContract(
      'AdminListAuthSessions',
      await app.inject({ method: 'GET', url: '/admin/auth/sessions', headers: admin }),
    );
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/admin/auth/sessions/${adminSessions.sessions[0].id}`,
      headers: { cookie: laptop },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await status('/admin/auth', admin)).toBe(200);
  });

  it('an admin signs a staff member out everywhere', async () => {
    const cookie = await adminCookie('member@sessions.test');
    const token = await adminBearer('member@sessions.test');
    const admin = await adminBearer('admin@sessions.test');
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/admin/users/${memberId}/sessions`,
      headers: admin,
    });
    expect(expectContract('AdminDeleteUserSessions', revoked).revoked).toBeGreaterThanOrEqual(2);
    expect(await status('/admin/auth', { cookie })).toBe(401);
    expect(await status('/admin/auth', token)).toBe(401);
    expect(await status('/admin/auth', admin)).toBe(200);
  });

  it('a password change needs the current password and ends the other sessions', async () => {
    const other = await adminBearer('member@sessions.test');
    const here = await adminBearer('member@sessions.test');
    const wrong = await app.inject({
      method: 'POST',
      url: '/admin/auth/password',
      headers: here,
      payload: { current_password: 'not it at all', password: 'new session password' },
    });
    expect(expectContract('AdminUpdateAuthPassword', wrong, 400).code).toBe('wrong_password');
    const short = await app.inject({
      method: 'POST',
      url: '/admin/auth/password',
      headers: here,
      payload: { current_password: password, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const changed = await app.inject({
      method: 'POST',
      url: '/admin/auth/password',
      headers: here,
      payload: { current_password: password, password: 'new session password' },
    });
    expectContract('AdminUpdateAuthPassword', changed);
    expect(await status('/admin/auth', other)).toBe(401);
    expect(await status('/admin/auth', here)).toBe(200);
    const old = await app.inject({
      method: 'POST',
      url: '/admin/auth/token',
      payload: { email: 'member@sessions.test', password },
    });
    expect(old.statusCode).toBe(401);
    await adminBearer('member@sessions.test', 'new session password');
  });

  it('a password reset ends every session of the user', async () => {
    const before = await adminBearer('admin@sessions.test');
    const message = nextMessage('user-password-reset');
    await app.inject({
      method: 'POST',
      url: '/admin/users/password-token',
      payload: { email: 'admin@sessions.test' },
    });
    const { token } = await message;
    const reset = await app.inject({
      method: 'POST',
      url: '/admin/users/reset-password',
      payload: { token, password: 'a fresh admin password' },
    });
    expectContract('AdminResetUserPassword', reset);
    expect(await status('/admin/auth', before)).toBe(401);
    await adminBearer('admin@sessions.test', 'a fresh admin password');
  });

  it('refuses a well-signed token without exp, or naming no session', async () => {
    const secret = await signingSecret(database.db);
    const sign = (claims: Record<string, unknown>, exp: boolean) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(adminId)
        .setAudience('admin')
        .setIssuer('commerce-server')
        .setIssuedAt();
      return (exp ? jwt.setExpirationTime('1h') : jwt).sign(secret);
    };
    const sessions = expectContract(
      'AdminListAuthSessions',
      await app.inject({
        method: 'GET',
        url: '/admin/auth/sessions',
        headers: await adminBearer('admin@sessions.test', 'a fresh admin password'),
      }),
    );
    const sid = sessions.sessions[0].id;
    const noExp = await sign({ use: 'bearer', sid }, false);
    expect(await status('/admin/auth', { authorization: `Bearer ${noExp}` })).toBe(401);
    const noSession = await sign({ use: 'bearer' }, true);
    expect(await status('/admin/auth', { authorization: `Bearer ${noSession}` })).toBe(401);
    const madeUp = await sign({ use: 'bearer', sid: 'sess_made_up' }, true);
    expect(await status('/admin/auth', { authorization: `Bearer ${madeUp}` })).toBe(401);
    // The control: the same claims with the real session and an expiry are accepted.
    const good = await sign({ use: 'bearer', sid }, true);
    expect(await status('/admin/auth', { authorization: `Bearer ${good}` })).toBe(200);
  });
});

describe('customer sessions', () => {
  const shopper = { email: 'shopper@sessions.test', password: 'shopper password' };

  async function storeBearer(secret = shopper.password) {
    const response = await app.inject({
      method: 'POST',
      url: '/store/auth/token',
      payload: { email: shopper.email, password: secret },
    });
    return {
      authorization: `Bearer ${expectContract('StoreCreateAuthToken', response).access_token}`,
    };
  }

  beforeAll(async () => {
    expectContract(
      'StoreCreateCustomer',
      await app.inject({
        method: 'POST',
        url: '/store/customers',
        payload: { ...shopper, first_name: 'S', last_name: 'P' },
      }),
    );
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    for (const bad of ['1234567', 'x'.repeat(129)]) {
      const response = await app.inject({
        method: 'POST',
        url: '/store/customers',
        payload: { email: 'short@sessions.test', password: bad, first_name: 'S', last_name: 'P' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/password/);
    }
  });

  it('a new password or email needs the current password; other sessions then end', async () => {
    const other = await storeBearer();
    const here = await storeBearer();
    const missing = await app.inject({
      method: 'POST',
      url: '/store/customers/me',
      headers: here,
      payload: { password: 'a new shopper password' },
    });
    expect(expectContract('StoreUpdateCustomer', missing, 400).code).toBe('wrong_password');
    const email = await app.inject({
      method: 'POST',
      url: '/store/customers/me',
      headers: here,
      payload: { email: 'thief@sessions.test', current_password: 'a wrong guess' },
    });
    expect(expectContract('StoreUpdateCustomer', email, 400).code).toBe('wrong_password');
    const changed = await app.inject({
      method: 'POST',
      url: '/store/customers/me',
      headers: here,
      payload: { password: 'a new shopper password', current_password: shopper.password },
    });
    expectContract('StoreUpdateCustomer', changed);
    expect(await status('/store/customers/me', other)).toBe(401);
    expect(await status('/store/customers/me', here)).toBe(200);
    shopper.password = 'a new shopper password';
  });

  it('a password reset ends every session of the customer', async () => {
    const before = await storeBearer();
    const message = nextMessage('customer-password-reset');
    await app.inject({
      method: 'POST',
      url: '/store/customers/password-token',
      payload: { email: shopper.email },
    });
    const { token } = await message;
    const reset = await app.inject({
      method: 'POST',
      url: '/store/customers/password-reset',
      payload: { email: shopper.email, token, password: 'reset shopper password' },
    });
    expectContract('StoreResetCustomerPassword', reset);
    expect(await status('/store/customers/me', before)).toBe(401);
    shopper.password = 'reset shopper password';
  });

  it('signing in to the store leaves the admin session of the same browser alone', async () => {
    const admin = await app.inject({
      method: 'POST',
      url: '/admin/auth',
      payload: { email: 'member@sessions.test', password: 'new session password' },
    });
    const adminSetCookie = String(admin.headers['set-cookie']);
    expect(adminSetCookie).toMatch(/Path=\/admin;/);
    const store = await app.inject({ method: 'POST', url: '/store/auth', payload: shopper });
    const storeSetCookie = String(store.headers['set-cookie']);
    expect(storeSetCookie).toMatch(/Path=\/;/);
    // A browser keeps both (same name, other paths) and sends both to /admin, the more
    // specific path first; only the admin's opens it, and only the store's opens /store.
    const both = `${cookieOf(admin)}; ${cookieOf(store)}`;
    expect(await status('/admin/auth', { cookie: both })).toBe(200);
    expect(await status('/admin/auth', { cookie: `${cookieOf(store)}; ${cookieOf(admin)}` })).toBe(
      200,
    );
    expect(await status('/store/auth', { cookie: cookieOf(store) })).toBe(200);
    expect(await status('/admin/auth', { cookie: cookieOf(store) })).toBe(401);
    // Signing out of the store clears only the store's cookie.
    const out = await app.inject({
      method: 'DELETE',
      url: '/store/auth',
      headers: { cookie: cookieOf(store) },
    });
    expect(String(out.headers['set-cookie'])).toMatch(/^connect\.sid=; Path=\/; Max-Age=0/);
    expect(await status('/admin/auth', { cookie: cookieOf(admin) })).toBe(200);
  });

  it('rate-limits sign-up per client address', async () => {
    const limited = await buildTestApp(database, { auth: { rateLimit: { max: 2 } } });
    try {
      const signUp = (n: number) =>
        limited.inject({
          method: 'POST',
          url: '/store/customers',
          payload: {
            email: `many${n}@sessions.test`,
            password: 'many passwords',
            first_name: 'M',
            last_name: 'N',
          },
        });
      expect((await signUp(1)).statusCode).toBe(200);
      expect((await signUp(2)).statusCode).toBe(200);
      const third = await signUp(3);
      expect(third.statusCode).toBe(429);
      expect(third.json().type).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });
});
