import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { notify } from '../notify.ts';
import type { NotificationMessage } from '../provider.ts';
import { mailDeliveryFor } from './config.ts';
import { logTransport } from './log-transport.ts';
import { outboxRows } from './outbox.ts';

/*
 * The delivery worker against a real SMTP server on loopback: retries, giving up, a
 * restart between enqueueing and sending, two instances on one database, and the log
 * without SMTP_URL (log-transport.test.ts follows its links through the API).
 */

let database: Database;
let smtp: TestSmtp;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await testDatabase();
  smtp = await startTestSmtp();
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

const FAST = { pollMs: 30, retryBaseMs: 30 };

async function instance(options: Record<string, unknown> = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(database, { mail: { smtpUrl: smtp.url, ...FAST, ...options } });
  apps.push(app);
  return app;
}

let counter = 0;

/** A shopper's password reset to a new address, as the store's request would send it. */
function reset(to = `shopper-${++counter}@example.com`): NotificationMessage {
  return {
    event_name: 'customer.password_reset',
    resource_type: 'customer',
    resource_id: `cus_${counter}`,
    customer_id: `cus_${counter}`,
    to,
    data: { id: `cus_${counter}`, email: to },
    secret: { token: `token-${counter}-${Math.random().toString(36).slice(2)}` },
  };
}

function send(app: FastifyInstance, message: NotificationMessage) {
  return notify(
    { server: app, log: app.log, protocol: 'http', host: 'shop.test', headers: {} },
    message,
  );
}

const receivedBy = (to: string) =>
  smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(to));

async function rowTo(to: string) {
  const row = (await outboxRows(database.db)).find((r) => r.to === to);
  if (!row) throw new Error(`no outbox row to ${to}`);
  return row;
}

const settle = { timeout: 20_000, interval: 30 };

describe('mail delivery', () => {
  it('sends over SMTP with the credentials of SMTP_URL, an HTML and a text part, then blanks the body', async () => {
    const app = await instance();
    app.mailDelivery.start();
    const message = reset();
    await send(app, message);
    await vi.waitFor(() => expect(receivedBy(message.to)).toHaveLength(1), settle);
    const [mail] = receivedBy(message.to);
    const link = `http://shop.test/account/reset-password?token=${message.secret?.token}&email=${encodeURIComponent(message.to)}`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link.replaceAll('&', '&amp;'));
    expect(mail?.from?.text).toBe('"Commerce Store" <no-reply@localhost>');
    await vi.waitFor(async () => expect((await rowTo(message.to)).status).toBe('sent'), settle);
    const row = await rowTo(message.to);
    expect(row).toMatchObject({ attempts: 1, html: null, text: null, link: null });
    expect(JSON.stringify(row)).not.toContain(message.secret?.token);
  });

  it('retries a message the SMTP server refused, and delivers it later', async () => {
    const app = await instance();
    smtp.refuseNext(2);
    const refusedBefore = smtp.refused;
    const message = reset();
    await send(app, message);
    app.mailDelivery.start();
    await vi.waitFor(() => expect(receivedBy(message.to)).toHaveLength(1), settle);
    expect(smtp.refused - refusedBefore).toBe(2);
    await vi.waitFor(async () => expect((await rowTo(message.to)).status).toBe('sent'), settle);
    expect((await rowTo(message.to)).attempts).toBe(3);
  });

  it('gives up after its last attempt: failed, with the error, the body blanked', async () => {
    const app = await instance({ maxAttempts: 2 });
    smtp.refuseNext(2);
    const message = reset();
    await send(app, message);
    app.mailDelivery.start();
    await vi.waitFor(async () => expect((await rowTo(message.to)).status).toBe('failed'), settle);
    const row = await rowTo(message.to);
    expect(row).toMatchObject({ attempts: 2, html: null, text: null, link: null });
    expect(row.last_error).toContain('try again later');
    expect(receivedBy(message.to)).toHaveLength(0);
  });

  it('delivers after a restart a message enqueued before it', async () => {
    const before = await instance();
    const message = reset();
    await send(before, message);
    await before.close();
    apps.splice(apps.indexOf(before), 1);
    expect((await rowTo(message.to)).status).toBe('pending');
    expect(receivedBy(message.to)).toHaveLength(0);

    const after = await instance();
    // As main.ts starts it: the worker runs once the server listens.
    await after.listen({ host: '127.0.0.1', port: 0 });
    await vi.waitFor(() => expect(receivedBy(message.to)).toHaveLength(1), settle);
  });

  it('sends each message once with two instances on one database', async () => {
    const one = await instance({ pollMs: 5 });
    const two = await instance({ pollMs: 5 });
    const messages = Array.from({ length: 12 }, () => reset());
    await Promise.all(messages.map((message, i) => send(i % 2 ? one : two, message)));
    one.mailDelivery.start();
    two.mailDelivery.start();
    for (const message of messages) {
      await vi.waitFor(async () => expect((await rowTo(message.to)).status).toBe('sent'), settle);
    }
    await Promise.all([one.mailDelivery.stop(), two.mailDelivery.stop()]);
    for (const message of messages) expect(receivedBy(message.to)).toHaveLength(1);
    const rows = await outboxRows(database.db);
    const ours = rows.filter((row) => messages.some((m) => m.to === row.to));
    expect(ours.map((row) => row.attempts)).toEqual(messages.map(() => 1));
  });
});

describe('without SMTP_URL', () => {
  it('prints each message with its link on the demo store, one info line', async () => {
    const log = (await instance()).log;
    expect(mailDeliveryFor(database.db, log, {}, {}).transport.kind).toBe('log');
    expect(mailDeliveryFor(database.db, log, {}, { SEED_DEMO: 'false' }).transport.kind).toBe(
      'none',
    );

    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const app = await buildTestApp(database, {
      mail: { transport: logTransport(logger), ...FAST },
    });
    apps.push(app);
    const message = reset('ana@example.com');
    await send(app, message);
    await app.mailDelivery.drain();
    const link = `http://shop.test/account/reset-password?token=${message.secret?.token}&email=ana%40example.com`;
    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      {
        level: 30,
        msg: `Email to ana@example.com (customer.password_reset) "Reset your Commerce Store password": ${link}`,
      },
    ]);
    expect((await rowTo('ana@example.com')).status).toBe('sent');
  });
});
