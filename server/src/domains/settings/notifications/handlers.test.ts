import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { MIGRATIONS_DIR } from '../../../db/migrate.ts';
import { logNotificationProvider } from '../../../notifications/log-provider.ts';
import { notify } from '../../../notifications/notify.ts';
import type {
  NotificationMessage,
  NotificationProvider,
  OutgoingMessage,
} from '../../../notifications/provider.ts';
import { notification } from '../../../notifications/tables.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { type AuthMessage, authMessages } from '../../people/auth/messages.ts';
import { createUser } from '../../people/users/service.ts';

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

async function rows() {
  return database.db.select().from(notification);
}

/** No row of the notification table holds any of these tokens, in any column. */
async function expectNoTokenStored(tokens: string[]) {
  const stored = JSON.stringify(await rows());
  for (const token of tokens) expect(stored).not.toContain(token);
}

/**
 * A provider that records what it is asked to send, or fails when told to. Like a real
 * mail provider's adapter, it answers the link it mailed: that must not be recorded.
 */
function testProvider(id: string, fail = false) {
  const messages: OutgoingMessage[] = [];
  const provider: NotificationProvider = {
    id,
    async send(message) {
      if (fail) throw new Error('mail server down');
      messages.push(message);
      const { token } = message.data;
      return {
        to: message.to,
        data: {
          ...message.data,
          message_id: `msg_${messages.length}`,
          ...(token ? { links: [`https://shop.test/reset?token=${token}`] } : {}),
        },
      };
    },
  };
  return { provider, messages };
}

/** A notification without a secret, as an order's shipment sends one. */
function shipmentNotice(to = 'sam@example.com'): NotificationMessage {
  return {
    event_name: 'order.shipment_created',
    resource_type: 'order',
    resource_id: 'order_1',
    customer_id: 'cus_1',
    to,
    data: { id: 'order_1', display_id: 1, tracking_numbers: ['TRACK-1'] },
  };
}

describe('notifications of auth messages', () => {
  it('records one per reset token and invite, and keeps none of their tokens', async () => {
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
    expect(page.notifications.map((item: { data: object }) => item.data)).toEqual([
      { id: user.id, email: 'owner@example.com' },
      { id: customer.id, email: 'sam@example.com' },
      { id: invite.id, user_email: 'new@example.com' },
      { id: invite.id, user_email: 'new@example.com' },
    ]);
    // The log provider answers the data it got, token included: none of it is stored.
    for (const item of page.notifications) expect(item.id).toMatch(/^noti_[0-9A-Z]{26}$/);
    expect((await rows()).map((row) => row.secret_withheld)).toEqual([true, true, true, true]);
    await expectNoTokenStored(tokens);
    for (const token of tokens) expect(response.body).not.toContain(token);

    const unknown = await call('POST', '/admin/users/password-token', {
      email: 'nobody@example.com',
    });
    expect(unknown.statusCode).toBe(204);
    expect((await list()).count).toBe(4);
  });

  it('hands the provider working tokens, built into the message at send time', async () => {
    const { provider, messages } = testProvider('test-mail');
    const mailing = await buildTestApp(database, {
      authenticate: authenticateAsStaff,
      notificationProviders: [provider, logNotificationProvider],
    });
    const post = (url: string, payload: object) => mailing.inject({ method: 'POST', url, payload });
    try {
      expect(
        (await post('/admin/users/password-token', { email: 'owner@example.com' })).statusCode,
      ).toBe(204);
      expect(
        (await post('/store/customers/password-token', { email: 'sam@example.com' })).statusCode,
      ).toBe(204);
      expectContract(
        'AdminCreateInvite',
        await post('/admin/invites', { user: 'mailed@example.com', role: 'member' }),
      );
      expect(messages).toEqual([
        {
          event_name: 'user.password_reset',
          resource_type: 'user',
          resource_id: expect.stringMatching(/^usr_/),
          to: 'owner@example.com',
          data: { id: expect.any(String), email: 'owner@example.com', token: expect.any(String) },
        },
        expect.objectContaining({ event_name: 'customer.password_reset', to: 'sam@example.com' }),
        expect.objectContaining({ event_name: 'invite.created', to: 'mailed@example.com' }),
      ]);
      const [userToken, customerToken, inviteToken] = messages.map((m) => m.data.token as string);

      // Recorded: what the provider answered, less the token and the link that holds it.
      const [latest] = expectContract(
        'AdminListNotifications',
        await mailing.inject({ method: 'GET', url: '/admin/notifications?limit=1' }),
      ).notifications;
      expect(latest).toMatchObject({ provider_id: 'test-mail' });
      expect(latest.data).toEqual({
        id: expect.stringMatching(/^invite_/),
        user_email: 'mailed@example.com',
        message_id: 'msg_3',
      });
      await expectNoTokenStored([userToken, customerToken, inviteToken] as string[]);

      // Each token does what its mail says.
      expectContract(
        'AdminResetUserPassword',
        await post('/admin/users/reset-password', {
          token: userToken,
          email: 'owner@example.com',
          password: 'owner password 2',
        }),
      );
      expectContract(
        'StoreResetCustomerPassword',
        await post('/store/customers/password-reset', {
          token: customerToken,
          email: 'sam@example.com',
          password: 'shop till drop 2',
        }),
      );
      expectContract(
        'AdminAcceptInvite',
        await post('/admin/invites/accept', {
          token: inviteToken,
          user: { first_name: 'Mai', last_name: 'Led', password: 'mailed password' },
        }),
      );
      expectContract(
        'AdminCreateAuth',
        await post('/admin/auth', { email: 'mailed@example.com', password: 'mailed password' }),
      );
    } finally {
      await mailing.close();
    }
  });

  it('refuses to resend a notification whose token was not kept', async () => {
    const count = (await list('?include_resends=true')).count;
    for (const event of ['user.password_reset', 'customer.password_reset', 'invite.created']) {
      const [secret] = (await list(`?event_name=${event}`)).notifications;
      for (const payload of [undefined, { to: 'attacker@example.com' }]) {
        const refused = await call('POST', `/admin/notifications/${secret.id}/resend`, payload);
        expect(expectContract('AdminResendNotification', refused, 400)).toMatchObject({
          type: 'not_allowed',
          code: 'secret_not_kept',
          message: `Notification ${secret.id} (${event}) carried a one-time token, which is not kept, so it cannot be resent: ask for a new password reset, invite or order claim instead`,
        });
      }
    }
    expect((await list('?include_resends=true')).count).toBe(count);
  });

  it('drops the tokens recorded before migration 0030, which makes them unresendable', async () => {
    const legacy = await database.db
      .insert(notification)
      .values({
        id: 'noti_LEGACY',
        event_name: 'user.password_reset',
        resource_type: 'user',
        resource_id: 'usr_legacy',
        to: 'legacy@example.com',
        data: { id: 'usr_legacy', email: 'legacy@example.com', token: 'legacy-token-value' },
        secret_withheld: false,
        provider_id: 'log',
      })
      .returning();
    expect(legacy).toHaveLength(1);
    // The migration again, as a database that has rows of before meets it.
    const sql = readFileSync(join(MIGRATIONS_DIR, '0030_notification_secrets.sql'), 'utf8');
    await database.rawTransaction((tx) => tx.exec(sql));
    const [row] = (await rows()).filter((r) => r.id === 'noti_LEGACY');
    expect(row).toMatchObject({
      data: { id: 'usr_legacy', email: 'legacy@example.com' },
      secret_withheld: true,
    });
    await expectNoTokenStored(['legacy-token-value']);
    const refused = await call('POST', '/admin/notifications/noti_LEGACY/resend');
    expect(expectContract('AdminResendNotification', refused, 400).code).toBe('secret_not_kept');
  });
});

describe('notifications', () => {
  it('resends to the same or another address, under the original', async () => {
    const original = await notify({ server: app, log: app.log }, shipmentNotice());
    const url = `/admin/notifications/${original.id}/resend`;
    const first = expectContract('AdminResendNotification', await call('POST', url));
    expect(first.notification).toMatchObject({
      id: original.id,
      parent_id: null,
      data: { id: 'order_1', display_id: 1, tracking_numbers: ['TRACK-1'] },
    });
    expect(first.notification.resends).toMatchObject([
      {
        parent_id: original.id,
        to: 'sam@example.com',
        event_name: 'order.shipment_created',
        customer_id: 'cus_1',
        provider_id: 'log',
        data: { id: 'order_1', display_id: 1, tracking_numbers: ['TRACK-1'] },
      },
    ]);
    const [resend] = first.notification.resends;

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

    const originals = (await list()).count;
    expect((await list('?include_resends=true')).count).toBe(originals + 2);
    const byAddress = await list('?include_resends=true&to=desk@example.com');
    expect(byAddress.notifications.map((n: { parent_id: string }) => n.parent_id)).toEqual([
      original.id,
    ]);
    const byResource = await list('?resource_type=order&resource_id=order_1');
    expect(byResource.notifications.map((n: { id: string }) => n.id)).toEqual([original.id]);
    expect(byResource.notifications[0].resends).toHaveLength(2);
    const newest = await list('?limit=1');
    expect(newest).toMatchObject({ count: originals, limit: 1, offset: 0 });
    expect(newest.notifications[0].id).toBe(original.id);
  });

  it('sends through the configured provider, and resends only through the same one', async () => {
    const { provider, messages } = testProvider('test-mail');
    const mailing = await buildTestApp(database, {
      authenticate: authenticateAsStaff,
      notificationProviders: [provider, logNotificationProvider],
    });
    try {
      const latest = await notify({ server: mailing, log: mailing.log }, shipmentNotice());
      expect(messages).toEqual([
        {
          event_name: 'order.shipment_created',
          resource_type: 'order',
          resource_id: 'order_1',
          customer_id: 'cus_1',
          to: 'sam@example.com',
          data: { id: 'order_1', display_id: 1, tracking_numbers: ['TRACK-1'] },
        },
      ]);
      expect(latest).toMatchObject({ provider_id: 'test-mail', data: { message_id: 'msg_1' } });

      const resent = await mailing.inject({
        method: 'POST',
        url: `/admin/notifications/${latest.id}/resend`,
      });
      expectContract('AdminResendNotification', resent);
      expect(messages).toHaveLength(2);
      // A resend is built from what was recorded: the data and the provider's message id.
      expect(messages[1]?.data).toEqual({ ...messages[0]?.data, message_id: 'msg_1' });

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
