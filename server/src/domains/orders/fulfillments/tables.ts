import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** Tables of migrations/0018_fulfillments_refunds.sql (the SQL is the source of truth). */

const { deleted_at: _deletedAt, ...created } = timestamps;
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const fulfillment = pgTable('fulfillment', {
  id: text('id').primaryKey(),
  order_id: text('order_id'),
  swap_id: text('swap_id'),
  claim_order_id: text('claim_order_id'),
  provider_id: text('provider_id').notNull(),
  location_id: text('location_id'),
  tracking_numbers: jsonb('tracking_numbers').$type<string[]>().notNull().default([]),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  shipped_at: ts('shipped_at'),
  canceled_at: ts('canceled_at'),
  no_notification: boolean('no_notification'),
  idempotency_key: text('idempotency_key'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...created,
});

export const fulfillmentItem = pgTable(
  'fulfillment_item',
  {
    fulfillment_id: text('fulfillment_id').notNull(),
    item_id: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fulfillment_id, t.item_id] })],
);

/** What a fulfillment took off its location's stock, per line and inventory item. */
export const fulfillmentStock = pgTable(
  'fulfillment_stock',
  {
    fulfillment_id: text('fulfillment_id').notNull(),
    item_id: text('item_id').notNull(),
    inventory_item_id: text('inventory_item_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fulfillment_id, t.item_id, t.inventory_item_id] })],
);

export const trackingLink = pgTable('tracking_link', {
  id: text('id').primaryKey(),
  fulfillment_id: text('fulfillment_id').notNull(),
  tracking_number: text('tracking_number').notNull(),
  url: text('url'),
  idempotency_key: text('idempotency_key'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export type FulfillmentRow = typeof fulfillment.$inferSelect;
export type FulfillmentItemRow = typeof fulfillmentItem.$inferSelect;
export type FulfillmentStockRow = typeof fulfillmentStock.$inferSelect;
export type TrackingLinkRow = typeof trackingLink.$inferSelect;
