import { boolean, doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** Tables of migrations/0005_channels_stock.sql (see sales-channels/tables.ts). */

export const inventoryItem = pgTable('inventory_item', {
  id: text('id').primaryKey(),
  sku: text('sku'),
  origin_country: text('origin_country'),
  hs_code: text('hs_code'),
  mid_code: text('mid_code'),
  material: text('material'),
  weight: doublePrecision('weight'),
  length: doublePrecision('length'),
  height: doublePrecision('height'),
  width: doublePrecision('width'),
  requires_shipping: boolean('requires_shipping').notNull().default(true),
  title: text('title'),
  description: text('description'),
  thumbnail: text('thumbnail'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const inventoryLevel = pgTable('inventory_level', {
  id: text('id').primaryKey(),
  inventory_item_id: text('inventory_item_id').notNull(),
  location_id: text('location_id').notNull(),
  stocked_quantity: integer('stocked_quantity').notNull().default(0),
  incoming_quantity: integer('incoming_quantity').notNull().default(0),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export type InventoryItemRow = typeof inventoryItem.$inferSelect;
export type InventoryLevelRow = typeof inventoryLevel.$inferSelect;
