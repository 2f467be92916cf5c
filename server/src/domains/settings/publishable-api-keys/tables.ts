import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Tables of migrations/0005_channels_stock.sql (see sales-channels/tables.ts). */

export const publishableApiKey = pgTable('publishable_api_key', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  created_by: text('created_by'),
  revoked_by: text('revoked_by'),
  revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const publishableApiKeySalesChannel = pgTable('publishable_api_key_sales_channel', {
  publishable_key_id: text('publishable_key_id').notNull(),
  sales_channel_id: text('sales_channel_id').notNull(),
});

export type PublishableApiKeyRow = typeof publishableApiKey.$inferSelect;
