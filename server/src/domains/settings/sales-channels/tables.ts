import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/*
 * Drizzle definitions of the tables of migrations/0005_channels_stock.sql (the SQL is the
 * source of truth), kept in this slice.
 */

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
