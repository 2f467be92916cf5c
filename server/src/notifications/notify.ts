import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { newId } from '../db/ids.ts';
import type { NotificationMessage, NotificationProvider } from './provider.ts';
import { insertNotification } from './repository.ts';
import type { NotificationRow } from './tables.ts';

/** Where a notification is sent from: a request, or the app itself (a job). */
export interface NotifyContext {
  server: FastifyInstance;
  log: FastifyBaseLogger;
}

/**
 * Sends through `provider`, then records what was sent. The message goes out first and
 * outside any transaction: a mail cannot be rolled back, and a slow provider must not hold
 * row locks. A failed send throws and records nothing.
 */
export async function deliver(
  context: NotifyContext,
  provider: NotificationProvider,
  message: NotificationMessage,
  parentId: string | null = null,
): Promise<NotificationRow> {
  const sent = await provider.send(message, context.log);
  return insertNotification(context.server.db, {
    id: newId('noti'),
    event_name: message.event_name,
    resource_type: message.resource_type,
    resource_id: message.resource_id,
    customer_id: message.customer_id ?? null,
    to: sent.to,
    data: sent.data,
    parent_id: parentId,
    provider_id: provider.id,
  });
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
