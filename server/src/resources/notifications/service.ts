import type { AdminComponents } from '@commerce/client/contract';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/transaction.ts';
import { errors } from '../../errors.ts';
import { deliver } from '../../notifications/notify.ts';
import {
  findNotification,
  listNotificationRows,
  type NotificationFilters,
  resendsOf,
} from '../../notifications/repository.ts';
import type { NotificationRow } from '../../notifications/tables.ts';
import { iso } from '../sales-channels/query.ts';
import type { Page } from '../sales-channels/repository.ts';

export type Notification = AdminComponents['schemas']['Notification'];

/*
 * `data.token` carries a password reset or invite token to the provider (and to a resend),
 * but the API never answers it: staff must not be able to read another person's secret
 * (see resources/auth/messages.ts).
 */
function visibleData(data: Record<string, unknown>): Record<string, unknown> {
  const { token: _secret, ...visible } = data;
  return visible;
}

function toNotification(row: NotificationRow): Notification {
  return {
    ...row,
    data: visibleData(row.data),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
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
 * `to`. Resends hang off the original, so resending a resend adds a sibling.
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
