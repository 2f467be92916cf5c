import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { logNotificationProvider } from '../../notifications/log-provider.ts';
import type { NotificationMessage, NotificationProvider } from '../../notifications/provider.ts';
import { notification } from '../../notifications/tables.ts';
import { authenticateAsStaff, buildTestApp } from '../../test/app.ts';
import { expectContract } from '../../test/contract.ts';
import { testDatabase } from '../../test/database.ts';
import { type AuthMessage, authMessages } from '../auth/messages.ts';
import { createUser } from '../users/service.ts';

let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;
const sent: AuthMessage[] = [];
const record = (message: AuthMessage) => sent.push(message);

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
  authMessages.on('message', record);
});

afterAll(async () => {
  authMessages.off('message', record);
  await app?.close();
  await anonymous?.close();
  await database?.close();
});

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}) });

async function list(query = '') {
  return expectContract(
    'AdminListNotifications',
    await call('GET', `/admin/notifications${query}`),
  );
}

async function storedToken(id: string) {
  const [row] = await database.db.select().from(notification).where(eq(notification.id, id));
  return row?.data.token;
}

/** A provider that records what it is asked to send, or fails when told to. */
function testProvider(id: string, fail = false) {
  const messages: NotificationMessage[] = [];
  const provider: NotificationProvider = {
    id,
    async send(message) {
      if (fail) throw new Error('mail server down');
      messages.push(message);
      return { to: message.to, data: { ...message.data, message_id: `msg_${messages.length}` } };
    },
  };
  return { provider, messages };
}

describe('notifications of auth messages', () => {
  it('records one per reset token and invite, its token kept from the API', async () => {
    const user = await createUser(database.db, {
      email: 'owner@example.com',
      password: 'owner password',
      role: 'admin',
    });
    const before = sent.length;
    const userReset = await call('POST', '/admin/users/password-token', {
      email: 'owner@example.com',
    });
    expect(userReset.statusCode).toBe(204);

    const customer = expectContract(
      'StoreCreateCustomer',
      await anonymous.inject({
        method: 'POST',
        url: '/store/customers',
        payload: {
          first_name: 'Sam',
          last_name: 'Shopper',
          email: 'sam@example.com',
          password: 'shop till drop',
        },
      }),
    ).customer;
    const customerReset = await anonymous.inject({
      method: 'POST',
      url: '/store/customers/password-token',
      payload: { email: 'sam@example.com' },
    });
    expect(customerReset.statusCode).toBe(204);

    const invite = expectContract(
      'AdminCreateInvite',
      await call('POST', '/admin/invites', { user: 'new@example.com', role: 'member' }),
    ).invite;
    expectContract('AdminResendInvite', await call('POST', `/admin/invites/${invite.id}/resend`));
    const tokens = sent.slice(before).map((message) => message.token);
    expect(tokens).toHaveLength(4);

    const response = await call('GET', '/admin/notifications?order=created_at');
    const page = expectContract('AdminListNotifications', response);
    expect(page.count).toBe(4);
    expect(page.notifications).toMatchObject([
      {
        event_name: 'user.password_reset',
        resource_type: 'user',
        resource_id: user.id,
        to: 'owner@example.com',
        customer_id: null,
        provider_id: 'log',
        parent_id: null,
        data: { id: user.id, email: 'owner@example.com' },
        resends: [],
      },
      {
        event_name: 'customer.password_reset',
        resource_type: 'customer',
        resource_id: customer.id,
        customer_id: customer.id,
        to: 'sam@example.com',
      },
      { event_name: 'invite.created', resource_id: invite.id, to: 'new@example.com' },
      { event_name: 'invite.created', resource_id: invite.id },
    ]);
    // The provider had the token; the API never answers it.
    for (const [i, item] of page.notifications.entries()) {
      expect(item.id).toMatch(/^noti_[0-9A-Z]{26}$/);
      expect(item.data).not.toHaveProperty('token');
      expect(await storedToken(item.id)).toBe(tokens[i]);
    }
    for (const token of tokens) expect(response.body).not.toContain(token);

    const unknown = await call('POST', '/admin/users/password-token', {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(204);
    expect((await list()).count).toBe(4);
  });
});

describe('notifications', () => {
  it('resends to the same or another address, under the original', async () => {
    const [original] = (await list('?event_name=customer.password_reset')).notifications;
    const url = `/admin/notifications/${original.id}/resend`;
    const first = expectContract('AdminResendNotification', await call('POST', url));
    expect(first.notification).toMatchObject({ id: original.id, parent_id: null });
    expect(first.notification.resends).toMatchObject([
      {
        parent_id: original.id,
        to: 'sam@example.com',
        event_name: 'customer.password_reset',
        customer_id: original.customer_id,
        provider_id: 'log',
      },
    ]);
    const [resend] = first.notification.resends;
    expect(await storedToken(resend.id)).toBe(await storedToken(original.id));

    // Resending a resend adds a sibling, answered with the original.
    const second = expectContract(
      'AdminResendNotification',
      await call('POST', `/admin/notifications/${resend.id}/resend`, { to: 'desk@example.com' }),
    );
    expect(second.notification.id).toBe(original.id);
    expect(second.notification.resends.map((r: { to: string }) => r.to)).toEqual([
      'sam@example.com',
      'desk@example.com',
    ]);

    expect((await list()).count).toBe(4);
    expect((await list('?include_resends=true')).count).toBe(6);
    const byAddress = await list('?include_resends=true&to=desk@example.com');
    expect(byAddress.notifications.map((n: { parent_id: string }) => n.parent_id)).toEqual([
      original.id,
    ]);
    const byResource = await list(`?resource_type=customer&resource_id=${original.resource_id}`);
    expect(byResource.notifications.map((n: { id: string }) => n.id)).toEqual([original.id]);
    expect(byResource.notifications[0].resends).toHaveLength(2);
    const newest = await list('?limit=1');
    expect(newest).toMatchObject({ count: 4, limit: 1, offset: 0 });
    expect(newest.notifications[0].event_name).toBe('invite.created');
  });

  it('sends through the configured provider, and resends only through the same one', async () => {
    const { provider, messages } = testProvider('test-mail');
    const mailing = await buildTestApp(database, {
      authenticate: authenticateAsStaff,
      notificationProviders: [provider, logNotificationProvider],
    });
    try {
      const before = sent.length;
      const reset = await mailing.inject({
        method: 'POST',
        url: '/admin/users/password-token',
        payload: { email: 'owner@example.com' },
      });
      expect(reset.statusCode).toBe(204);
      const token = sent[before]?.token;
      expect(messages).toEqual([
        {
          event_name: 'user.password_reset',
          resource_type: 'user',
          resource_id: expect.stringMatching(/^usr_/),
          to: 'owner@example.com',
          data: { id: expect.any(String), email: 'owner@example.com', token },
        },
      ]);
      const page = expectContract(
        'AdminListNotifications',
        await mailing.inject({ method: 'GET', url: '/admin/notifications?limit=1' }),
      );
      const [latest] = page.notifications;
      expect(latest).toMatchObject({ provider_id: 'test-mail', data: { message_id: 'msg_1' } });

      const resent = await mailing.inject({
        method: 'POST',
        url: `/admin/notifications/${latest.id}/resend`,
      });
      expectContract('AdminResendNotification', resent);
      expect(messages).toHaveLength(2);
      expect(messages[1]?.data.token).toBe(token);

      // This app has only the log provider: it cannot resend what test-mail sent.
      const elsewhere = await call('POST', `/admin/notifications/${latest.id}/resend`);
      expect(expectContract('AdminResendNotification', elsewhere, 400)).toMatchObject({
        type: 'not_allowed',
        message: 'Notification provider test-mail is not installed',
      });
    } finally {
      await mailing.close();
    }
  });

  it('records nothing when the provider fails, and the reset still answers 204', async () => {
    const { provider } = testProvider('broken', true);
    const broken = await buildTestApp(database, { notificationProviders: [provider] });
    try {
      const count = (await list('?include_resends=true')).count;
      const reset = await broken.inject({
        method: 'POST',
        url: '/admin/users/password-token',
        payload: { email: 'owner@example.com' },
      });
      expect(reset.statusCode).toBe(204);
      expect((await list('?include_resends=true')).count).toBe(count);
    } finally {
      await broken.close();
    }
  });

  it('logs without the data, which may hold a secret', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const message = {
      event_name: 'user.password_reset',
      resource_type: 'user',
      resource_id: 'usr_1',
      to: 'a@example.com',
      data: { token: 'secret-token' },
    };
    expect(await logNotificationProvider.send(message, log)).toEqual({
      to: 'a@example.com',
      data: { token: 'secret-token' },
    });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('rejects bad input', async () => {
    for (const query of ['?include_resends=maybe', '?order=to', '?limt=1', '?limit=-1']) {
      expectContract(
        'AdminListNotifications',
        await call('GET', `/admin/notifications${query}`),
        400,
      );
    }
    const [any] = (await list()).notifications;
    const url = `/admin/notifications/${any.id}/resend`;
    expectContract('AdminResendNotification', await call('POST', url, { to: '' }), 400);
    expectContract('AdminResendNotification', await call('POST', url, { cc: 'x' }), 400);
  });

  it('answers 404 for unknown notifications', async () => {
    const response = await call('POST', '/admin/notifications/noti_x/resend');
    expect(expectContract('AdminResendNotification', response, 404).message).toBe(
      'Notification with id: noti_x was not found',
    );
  });

  it('needs credentials', async () => {
    const requests: [string, Method, string][] = [
      ['AdminListNotifications', 'GET', '/admin/notifications'],
      ['AdminResendNotification', 'POST', '/admin/notifications/noti_x/resend'],
    ];
    for (const [operationId, method, url] of requests) {
      const response = await anonymous.inject({ method, url });
      expect(expectContract(operationId, response, 401).type).toBe('unauthorized');
    }
  });
});
