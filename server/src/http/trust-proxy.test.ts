import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { createUser } from '../domains/people/index.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';

/*
 * TRUST_PROXY (http/trust-proxy.ts), as an operator sets it: behind a TLS-terminating
 * proxy on this machine the session cookie must be Secure and each client must have its
 * own rate-limit budget; without it, the same headers from anyone change nothing.
 */

let database: Database;
const credentials = { email: 'proxy@example.com', password: 'behind the proxy' };
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await testDatabase();
  await createUser(database.db, credentials);
});

afterEach(async () => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** An app built with TRUST_PROXY as the environment has it (the default of buildApp). */
async function appWithTrustProxy(
  value: string | undefined,
  rateLimit?: { max: number },
): Promise<FastifyInstance> {
  if (value === undefined) vi.stubEnv('TRUST_PROXY', '');
  else vi.stubEnv('TRUST_PROXY', value);
  const app = await buildTestApp(database, rateLimit ? { auth: { rateLimit } } : {});
  apps.push(app);
  return app;
}

async function sessionCookie(app: FastifyInstance, headers: Record<string, string>) {
  const signIn = await app.inject({
    method: 'POST',
    url: '/admin/auth',
    payload: credentials,
    headers,
  });
  expect(signIn.statusCode).toBe(200);
  return String(signIn.headers['set-cookie']);
}

describe('TRUST_PROXY', () => {
  it('makes the session cookie Secure when the trusted proxy says https', async () => {
    const app = await appWithTrustProxy('loopback');
    const overTls = await sessionCookie(app, { 'x-forwarded-proto': 'https' });
    expect(overTls).toMatch(/^connect\.sid=[^;]+; Path=\/admin; .*; Secure$/);
    // The proxy also says when the client came over plain http.
    expect(await sessionCookie(app, { 'x-forwarded-proto': 'http' })).not.toContain('Secure');
  });

  it('is off by default: a client claiming https is not believed', async () => {
    const app = await appWithTrustProxy(undefined);
    expect(await sessionCookie(app, { 'x-forwarded-proto': 'https' })).not.toContain('Secure');
    // Nor a proxy that is not the one trusted.
    const elsewhere = await appWithTrustProxy('10.0.0.0/8');
    expect(await sessionCookie(elsewhere, { 'x-forwarded-proto': 'https' })).not.toContain(
      'Secure',
    );
  });

  const lookup = (app: FastifyInstance, remoteAddress: string, client?: string) =>
    app.inject({
      method: 'GET',
      url: '/store/orders?display_id=1&email=victim@example.com',
      remoteAddress,
      headers: client ? { 'x-forwarded-for': client } : {},
    });

  it('gives each client behind the trusted proxy a rate-limit budget of its own', async () => {
    const app = await appWithTrustProxy('loopback', { max: 2 });
    const first = [await lookup(app, '127.0.0.1', '203.0.113.1')];
    first.push(await lookup(app, '127.0.0.1', '203.0.113.1'));
    expect(first.map((r) => r.statusCode)).toEqual([404, 404]);
    expect((await lookup(app, '127.0.0.1', '203.0.113.1')).statusCode).toBe(429);
    // Another shopper behind the same proxy is not held back by the first one's budget.
    expect((await lookup(app, '127.0.0.1', '203.0.113.2')).statusCode).toBe(404);
  });

  it('without trust, counts the proxy: a made-up X-Forwarded-For gets no new budget', async () => {
    const app = await appWithTrustProxy(undefined, { max: 3 });
    const answers = [];
    for (const client of ['203.0.113.7', '203.0.113.8', '203.0.113.9', '203.0.113.10']) {
      answers.push((await lookup(app, '198.51.100.20', client)).statusCode);
    }
    expect(answers).toEqual([404, 404, 404, 429]);
  });
});
