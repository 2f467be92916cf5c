import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Metadata } from '../../../db/columns.ts';

/** Tables of migrations/0019_draft_orders.sql (the SQL is the source of truth). */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type DraftOrderStatus = 'open' | 'completed';

export const draftOrder = pgTable('draft_order', {
  id: text('id').primaryKey(),
  status: text('status').$type<DraftOrderStatus>().notNull().default('open'),
  // Taken from the sequence of migration 0019, never from the application.
  display_id: integer('display_id').notNull().default(sql`nextval('draft_order_display_id_seq')`),
  cart_id: text('cart_id'),
  order_id: text('order_id'),
  canceled_at: ts('canceled_at'),
  completed_at: ts('completed_at'),
  no_notification_order: boolean('no_notification_order'),
  idempotency_key: text('idempotency_key'),
  metadata: jsonb('metadata').$type<Metadata>(),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** Shipping prices staff set by hand, kept over the cart's refresh (draft-cart.ts). */
export const draftOrderShippingPrice = pgTable('draft_order_shipping_price', {
  shipping_method_id: text('shipping_method_id').primaryKey(),
  price: bigint('price', { mode: 'number' }).notNull(),
});

export type DraftOrderRow = typeof draftOrder.$inferSelect;
export type NewDraftOrder = typeof draftOrder.$inferInsert;
