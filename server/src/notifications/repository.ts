import { and, asc, count, eq, inArray, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Page } from '../db/list-query.ts';
import { type Comparison, compare, orderBy } from '../db/list-query.ts';
import type { Executor } from '../db/transaction.ts';
import { type NewNotification, type NotificationRow, notification } from './tables.ts';

export interface NotificationFilters {
  event_name?: string;
  resource_type?: string;
  resource_id?: string;
  to?: string;
  include_resends?: boolean;
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = { created_at: notification.created_at, updated_at: notification.updated_at };

function where(filters: NotificationFilters): SQL | undefined {
  return and(
    filters.include_resends ? undefined : isNull(notification.parent_id),
    filters.event_name ? eq(notification.event_name, filters.event_name) : undefined,
    filters.resource_type ? eq(notification.resource_type, filters.resource_type) : undefined,
    filters.resource_id ? eq(notification.resource_id, filters.resource_id) : undefined,
    filters.to ? eq(notification.to, filters.to) : undefined,
    compare(notification.created_at, filters.created_at),
    compare(notification.updated_at, filters.updated_at),
  );
}

/** A page of notifications, newest first unless `order` says otherwise. */
export async function listNotificationRows(
  db: Executor,
  filters: NotificationFilters,
  page: Page,
): Promise<{ rows: NotificationRow[]; count: number }> {
  const condition = where(filters);
  const rows = await db
    .select()
    .from(notification)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, notification.id, '-created_at'))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(notification).where(condition);
  return { rows, count: total?.n ?? 0 };
}

export async function findNotification(
  db: Executor,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notification).where(eq(notification.id, id));
  return row;
}

export async function resendsOf(db: Executor, parentIds: string[]): Promise<NotificationRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select()
    .from(notification)
    .where(inArray(notification.parent_id, parentIds))
    .orderBy(asc(notification.created_at), asc(notification.id));
}

/**
 * Inserts a notification; `alongside`, another insert (its email in the outbox) sent in the
 * same statement as a data-modifying `WITH` (issue 29: one round trip and no transaction
 * for both; a statement is atomic, and the outbox row's foreign key to the notification is
 * checked at the statement's end, when both rows exist).
 */
export async function insertNotification(
  db: Executor,
  values: NewNotification,
  alongside?: SQLWrapper,
): Promise<NotificationRow> {
  // getSQL(): the insert's own text, which drizzle would put in a second pair of brackets
  // as a subquery (a syntax error inside `WITH … AS (…)`).
  const query = alongside
    ? db.with(db.$with('alongside', {}).as(alongside.getSQL())).insert(notification)
    : db.insert(notification);
  const [row] = await query.values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
