import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { newId } from '../db/ids.ts';
import { composeEmail, type MailRequest } from './email/compose.ts';
import { mailInsert } from './email/outbox.ts';
import type { NotificationMessage, NotificationProvider, OutgoingMessage } from './provider.ts';
import { insertNotification } from './repository.ts';
import type { NotificationRow } from './tables.ts';

/**
 * Where a notification is sent from: a request (whose origin makes the email's links and
 * whose language may be the email's), or the app itself (a job).
 */
export interface NotifyContext extends MailRequest {
  server: FastifyInstance;
  log: FastifyBaseLogger;
}

/**
 * What is recorded of the provider's answer: every entry that holds none of the secret's
 * values, at any depth (a provider may echo the token, or a link that contains it).
 */
function withoutSecret(
  data: Record<string, unknown>,
  secret: Record<string, string> | undefined,
): Record<string, unknown> {
  const values = Object.values(secret ?? {}).filter((value) => value !== '');
  if (values.length === 0) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([name, value]) => {
      if (secret && name in secret) return false;
      const text = JSON.stringify(value) ?? '';
      return !values.some((secretValue) => text.includes(secretValue));
    }),
  );
}

/**
 * Sends through `provider`, then records what was sent and, in the same statement, puts
 * the event's email (rendered now, in the recipient's language, email/compose.ts) in the
 * mail outbox, which the delivery worker sends (email/delivery.ts). The provider is called
 * first and outside any transaction: a slow provider must not hold row locks. A failed
 * send throws and records nothing. A message's secret is merged into its data only now,
 * for the provider and the email, and kept out of the record (issue 22): the
 * `notification` table and its API hold no token; the outbox holds it until the email is
 * sent.
 */
export async function deliver(
  context: NotifyContext,
  provider: NotificationProvider,
  message: NotificationMessage,
  parentId: string | null = null,
): Promise<NotificationRow> {
  const { secret, ...fields } = message;
  const outgoing: OutgoingMessage = secret
    ? { ...fields, data: { ...fields.data, ...secret } }
    : fields;
  const sent = await provider.send(outgoing, context.log);
  const db = context.server.db;
  const email = await composeEmail(db, context, message);
  const notificationId = newId('noti');
  // The record and its email in one statement (repository.ts): both or neither.
  const row = await insertNotification(
    db,
    {
      id: notificationId,
      event_name: message.event_name,
      resource_type: message.resource_type,
      resource_id: message.resource_id,
      customer_id: message.customer_id ?? null,
      to: sent.to,
      data: withoutSecret(sent.data, secret),
      secret_withheld: secret !== undefined,
      parent_id: parentId,
      provider_id: provider.id,
    },
    email &&
      mailInsert(db, {
        id: newId('mail'),
        notification_id: notificationId,
        event_name: message.event_name ?? '',
        to: message.to,
        language: email.language,
        subject: email.subject,
        html: email.html,
        text: email.text,
        link: email.link,
      }),
  );
  if (email) context.server.mailDelivery.wake();
  return row;
}

/**
 * Notifies about an event through the app's active provider (see plugin.ts) and records
 * the notification. Other slices call this after their change is committed.
 */
export function notify(
  context: NotifyContext,
  message: NotificationMessage,
): Promise<NotificationRow> {
  return deliver(context, context.server.notificationProviders.active, message);
}
