import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** Tables of migrations/0005_channels_stock.sql (see sales-channels/tables.ts). */

export const stockLocationAddress = pgTable('stock_location_address', {
  id: text('id').primaryKey(),
  address_1: text('address_1').notNull(),
  address_2: text('address_2'),
  company: text('company'),
  city: text('city'),
  country_code: text('country_code').notNull(),
  phone: text('phone'),
  province: text('province'),
  postal_code: text('postal_code'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const stockLocation = pgTable('stock_location', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address_id: text('address_id'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export type StockLocationRow = typeof stockLocation.$inferSelect;
export type StockLocationAddressRow = typeof stockLocationAddress.$inferSelect;
