import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createUser } from '../../domains/people/users/service.ts';
import { authenticateAsStaff, buildTestApp } from '../../test/app.ts';
import { expectContract } from '../../test/contract.ts';
import { testDatabase } from '../../test/database.ts';
import { signUp } from '../../test/fixtures/carts.ts';
import { call } from '../../test/fixtures/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { readMailTransport } from './transport-choice.ts';

/*
 * Email without an SMTP server (MAIL_TRANSPORT): on the demo store each email's link is
 * printed in the server's log, and that link finishes an invite or a password reset
 * through the API; with SMTP_URL nothing is printed; a real store without SMTP is warned.
 */

const ORIGIN = 'https://shop.example';
const settle = { timeout: 30_000, interval: 30 };

interface LogLine {
  level: number;
  msg: string;
}

let database: Database;
let smtp: TestSmtp;
const apps: FastifyInstance[] = [];
let lines: LogLine[] = [];

beforeAll(async () => {
  database = await testDatabase();
  smtp = await startTestSmtp();
});

beforeEach(() => {
  vi.stubEnv('PUBLIC_URL', ORIGIN);
  vi.stubEnv('SMTP_URL', '');
  vi.stubEnv('MAIL_TRANSPORT', '');
  // What `npm start` on the embedded database has: the demo store.
  vi.stubEnv('SEED_DEMO', 'true');
  lines = [];
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

/** A staff app and a shopper app logging into `lines`; the staff app listens, as `npm start`. */
async function store(): Promise<{ admin: FastifyInstance; shop: FastifyInstance }> {
  const loggerInstance = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  );
  const mail = { pollMs: 30 };
  const admin = await buildTestApp(database, {
    authenticate: authenticateAsStaff,
    loggerInstance,
    mail,
  });
  apps.push(admin);
  const shop = await buildTestApp(database, { loggerInstance, mail });
  apps.push(shop);
  await admin.listen({ host: '127.0.0.1', port: 0 });
  return { admin, shop };
}

const INFO = 30;

/** The link of the one log line about an email to `to`, once it is printed. */
async function printedLink(to: string): Promise<URL> {
  const line = await vi.waitFor(() => {
    const found = lines.filter((l) => l.msg.startsWith(`Email to ${to} `));
    expect(found).toHaveLength(1);
    return found[0] as LogLine;
  }, settle);
  expect(line.level).toBe(INFO);
  const link = /: (\S+)$/.exec(line.msg)?.[1];
  expect(link).toBeDefined();
  return new URL(link as string);
}

describe('without SMTP on the demo store', () => {
  it('prints a staff invite’s link, and that link makes the user', async () => {
    const { admin, shop } = await store();
    expectContract(
      'AdminCreateInvite',
      await call(admin, 'POST', '/admin/invites', {
        user: 'new.staff@example.com',
        role: 'member',
      }),
    );
    const link = await printedLink('new.staff@example.com');
    expect(lines.map((l) => l.msg)).toContain(
      `Email to new.staff@example.com (invite.created) "You are invited to join Commerce Store": ${link.href}`,
    );
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/app/invite`);
    const accepted = await call(shop, 'POST', '/admin/invites/accept', {
      token: link.searchParams.get('token'),
      user: { first_name: 'Noor', last_name: 'Staff', password: 'new staff pw' },
    });
    expect(expectContract('AdminAcceptInvite', accepted).user.email).toBe('new.staff@example.com');
    expectContract(
      'AdminCreateAuth',
      await call(shop, 'POST', '/admin/auth', {
        email: 'new.staff@example.com',
        password: 'new staff pw',
      }),
    );
  });

  it('prints a shopper’s password reset link, and that link resets the password', async () => {
    const { shop } = await store();
    await signUp(shop, 'forgetful@example.com');
    const asked = await call(shop, 'POST', '/store/customers/password-token', {
      email: 'forgetful@example.com',
    });
    expect(asked.statusCode).toBe(204);
    const link = await printedLink('forgetful@example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/account/reset-password`);
    expectContract(
      'StoreResetCustomerPassword',
      await call(shop, 'POST', '/store/customers/password-reset', {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        password: 'remembered now',
      }),
    );
    expectContract(
      'StoreCreateAuthToken',
      await call(shop, 'POST', '/store/auth/token', {
        email: 'forgetful@example.com',
        password: 'remembered now',
      }),
    );
  });

  it('prints a staff password reset link, and that link resets the password', async () => {
    const { shop } = await store();
    await createUser(database.db, {
      email: 'locked.out@example.com',
      password: 'forgotten pw',
      role: 'admin',
    });
    const asked = await call(shop, 'POST', '/admin/users/password-token', {
      email: 'locked.out@example.com',
    });
    expect(asked.statusCode).toBe(204);
    const link = await printedLink('locked.out@example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/app/reset-password`);
    expectContract(
      'AdminResetUserPassword',
      await call(shop, 'POST', '/admin/users/reset-password', {
        token: link.searchParams.get('token'),
        password: 'remembered pw',
      }),
    );
    expectContract(
      'AdminCreateAuth',
      await call(shop, 'POST', '/admin/auth', {
        email: 'locked.out@example.com',
        password: 'remembered pw',
      }),
    );
  });

  it('prints nothing when SMTP_URL is set: the email goes to the SMTP server', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const { admin } = await store();
    expectContract(
      'AdminCreateInvite',
      await call(admin, 'POST', '/admin/invites', { user: 'mailed@example.com', role: 'member' }),
    );
    await vi.waitFor(() => {
      const to = smtp.received.map((mail) => mail.to);
      expect(JSON.stringify(to)).toContain('mailed@example.com');
      // The worker logs once the SMTP server's answer is back, which can be after it stored the mail.
      expect(lines.map((l) => l.msg)).toContain('email sent');
    }, settle);
    expect(lines.filter((l) => l.msg.startsWith('Email to'))).toEqual([]);
  });
});

describe('MAIL_TRANSPORT', () => {
  const chosen = (env: NodeJS.ProcessEnv) => readMailTransport(env);
  const pg = 'postgres://shop@db.internal/shop';

  it('is smtp with SMTP_URL, log for the demo store, none for a real store', () => {
    expect(chosen({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual({ value: 'smtp' });
    expect(chosen({})).toEqual({ value: 'log' });
    expect(chosen({ SEED_DEMO: 'false' })).toEqual({ value: 'none' });
    expect(chosen({ DATABASE_URL: pg })).toEqual({ value: 'none' });
    expect(chosen({ DATABASE_URL: pg, SEED_DEMO: 'true' })).toEqual({ value: 'log' });
    expect(chosen({ DATABASE_URL: pg, MAIL_TRANSPORT: 'log' })).toEqual({ value: 'log' });
  });

  it('never prints beside SMTP_URL', () => {
    expect(chosen({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_TRANSPORT: 'log' })).toEqual({
      problem: 'MAIL_TRANSPORT=log would not use SMTP_URL: unset one of the two',
    });
    expect(chosen({ MAIL_TRANSPORT: 'smtp' })).toEqual({
      problem: 'MAIL_TRANSPORT=smtp needs SMTP_URL',
    });
  });

  it('warns at start-up when a real store has no way to send email', async () => {
    vi.stubEnv('SEED_DEMO', 'false');
    await store();
    const warnings = lines.filter((l) => l.level === 40).map((l) => l.msg);
    expect(warnings).toEqual([
      expect.stringMatching(/^Emails are not sent: SMTP_URL is not set\./),
      expect.stringMatching(/^Emails are not sent: SMTP_URL is not set\./),
    ]);
  });
});
