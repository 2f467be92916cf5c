import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The store's settings: a single row, seeded by migration 0001. Written by hand to match
 * server/migrations/ (the SQL files are the source of truth). Other domains and the app
 * read it through the settings index (findStore, defaultSalesChannelId, defaultLocationId).
 */
export const store = pgTable('store', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  default_currency_code: text('default_currency_code').notNull(),
  swap_link_template: text('swap_link_template'),
  payment_link_template: text('payment_link_template'),
  invite_link_template: text('invite_link_template'),
  default_sales_channel_id: text('default_sales_channel_id'),
  default_location_id: text('default_location_id'),
  metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
