import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Drizzle definitions of the tables of migrations/0005_channels_stock.sql (the SQL is the
 * source of truth). They live in this slice rather than db/schema.ts: repositories use the
 * query builder (`db.select().from(t)`), which needs no registration in the shared schema.
 */

export type Metadata = Record<string, unknown> | null;

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};

export const salesChannel = pgTable('sales_channel', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  is_disabled: boolean('is_disabled').notNull().default(false),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const salesChannelLocation = pgTable('sales_channel_location', {
  id: text('id').primaryKey(),
  sales_channel_id: text('sales_channel_id').notNull(),
  location_id: text('location_id').notNull(),
  ...timestamps,
});

export type SalesChannelRow = typeof salesChannel.$inferSelect;
export type SalesChannelLocationRow = typeof salesChannelLocation.$inferSelect;
