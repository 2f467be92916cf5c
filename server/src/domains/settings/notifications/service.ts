import type { AdminComponents } from '@commerce/client/contract';
import type { FastifyRequest } from 'fastify';
import type { Page } from '../../../db/list-query.ts';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { deliver } from '../../../notifications/notify.ts';
import {
  findNotification,
  listNotificationRows,
  type NotificationFilters,
  resendsOf,
} from '../../../notifications/repository.ts';
import type { NotificationRow } from '../../../notifications/tables.ts';

export type Notification = AdminComponents['schemas']['Notification'];

function toNotification(row: NotificationRow): Notification {
  // secret_withheld is ours: the contract's Notification has no such field.
  const { secret_withheld: _withheld, ...fields } = row;
  return { ...fields, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

/** Notifications with their resends, loaded for the whole page at once. */
async function withResends(db: Executor, rows: NotificationRow[]): Promise<Notification[]> {
  const resends = await resendsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toNotification(row),
    resends: resends.filter((r) => r.parent_id === row.id).map(toNotification),
  }));
}

export async function listNotifications(
  db: Executor,
  filters: NotificationFilters,
  page: Page,
): Promise<{ notifications: Notification[]; count: number }> {
  const { rows, count } = await listNotificationRows(db, filters, page);
  return { notifications: await withResends(db, rows), count };
}

/**
 * Sends a notification again through the provider that sent it, to its address or to
 * `to`. Resends hang off the original, so resending a resend adds a sibling. One that
 * carried a secret is refused (400 not_allowed, code `secret_not_kept`).
 */
export async function resendNotification(
  request: FastifyRequest,
  id: string,
  to: string | undefined,
): Promise<Notification> {
  const db = request.server.db;
  const row = await findNotification(db, id);
  if (!row) throw errors.notFound('Notification', id);
  const original = row.parent_id ? await findNotification(db, row.parent_id) : row;
  if (!original) throw errors.notFound('Notification', row.parent_id ?? id);
  // The token of a password reset, an invite or an order claim is not kept (issue 22); a
  // new one comes from the operation that issues it, with that operation's own checks.
  if (row.secret_withheld) {
    throw errors.notAllowed(
      `Notification ${id} (${row.event_name}) carried a one-time token, which is not kept, so it cannot be resent: ask for a new password reset, invite or order claim instead`,
      'secret_not_kept',
    );
  }
  const provider = request.server.notificationProviders.byId.get(row.provider_id ?? '');
  if (!provider) {
    throw errors.notAllowed(`Notification provider ${row.provider_id} is not installed`);
  }
  await deliver(
    request,
    provider,
    {
      event_name: row.event_name,
      resource_type: row.resource_type,
      resource_id: row.resource_id,
      customer_id: row.customer_id,
      to: to ?? row.to,
      data: row.data,
    },
    original.id,
  );
  const [answer] = await withResends(db, [original]);
  return answer as Notification;
}
