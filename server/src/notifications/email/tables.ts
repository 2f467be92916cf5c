import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The tables of migration 0031 (the SQL is the truth). */

const ts = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  notification_id: text('notification_id'),
  event_name: text('event_name').notNull(),
  to: text('to').notNull(),
  language: text('language').notNull(),
  subject: text('subject').notNull(),
  /** Blanked once sent or given up on: it may hold a one-time token. */
  html: text('html'),
  text: text('text'),
  link: text('link'),
  status: text('status', { enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  next_attempt_at: ts('next_attempt_at'),
  locked_by: text('locked_by'),
  locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  last_error: text('last_error'),
  sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  created_at: ts('created_at'),
  updated_at: ts('updated_at'),
});

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export const mailRecipientLanguage = pgTable('mail_recipient_language', {
  address: text('address').primaryKey(),
  language: text('language').notNull(),
  updated_at: ts('updated_at'),
});
