import { bigint, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** The table of migrations/0025_swaps.sql (the SQL is the source of truth). */

export type SwapFulfillmentStatus =
  | 'not_fulfilled'
  | 'fulfilled'
  | 'shipped'
  | 'partially_shipped'
  | 'canceled'
  | 'requires_action';

export type SwapPaymentStatus =
  | 'not_paid'
  | 'awaiting'
  | 'captured'
  | 'confirmed'
  | 'canceled'
  | 'difference_refunded'
  | 'partially_refunded'
  | 'refunded'
  | 'requires_action';

export const swap = pgTable('swap', {
  id: text('id').primaryKey(),
  fulfillment_status: text('fulfillment_status')
    .$type<SwapFulfillmentStatus>()
    .notNull()
    .default('not_fulfilled'),
  payment_status: text('payment_status').$type<SwapPaymentStatus>().notNull().default('not_paid'),
  order_id: text('order_id').notNull(),
  difference_due: bigint('difference_due', { mode: 'number' }),
  shipping_address_id: text('shipping_address_id'),
  cart_id: text('cart_id'),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  canceled_at: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
  no_notification: boolean('no_notification'),
  allow_backorder: boolean('allow_backorder').notNull().default(true),
  idempotency_key: text('idempotency_key'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export type SwapRow = typeof swap.$inferSelect;
