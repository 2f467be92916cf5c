import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The notification table of migrations 0011 and 0030 (the SQL is the truth). */

const ts = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const notification = pgTable('notification', {
  id: text('id').primaryKey(),
  event_name: text('event_name'),
  resource_type: text('resource_type').notNull(),
  resource_id: text('resource_id').notNull(),
  customer_id: text('customer_id'),
  to: text('to').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  /** The message carried a secret (a token) that was not kept; it cannot be resent. */
  secret_withheld: boolean('secret_withheld').notNull().default(false),
  parent_id: text('parent_id'),
  provider_id: text('provider_id'),
  created_at: ts('created_at'),
  updated_at: ts('updated_at'),
});

export type NotificationRow = typeof notification.$inferSelect;
export type NewNotification = typeof notification.$inferInsert;
