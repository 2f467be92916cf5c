import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** Tables of migrations/0005_channels_stock.sql (see sales-channels/tables.ts). */

export const reservationItem = pgTable('reservation_item', {
  id: text('id').primaryKey(),
  inventory_item_id: text('inventory_item_id').notNull(),
  location_id: text('location_id').notNull(),
  line_item_id: text('line_item_id'),
  quantity: integer('quantity').notNull(),
  description: text('description'),
  created_by: text('created_by'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export type ReservationItemRow = typeof reservationItem.$inferSelect;
