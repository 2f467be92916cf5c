import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** Tables of migrations/0015_orders.sql (the SQL is the source of truth). */

const { deleted_at: _deletedAt, ...created } = timestamps;

export type OrderStatus = 'pending' | 'completed' | 'archived' | 'canceled' | 'requires_action';
export type FulfillmentStatus =
  | 'not_fulfilled'
  | 'partially_fulfilled'
  | 'fulfilled'
  | 'partially_shipped'
  | 'shipped'
  | 'partially_returned'
  | 'returned'
  | 'canceled'
  | 'requires_action';
export type PaymentStatus =
  | 'not_paid'
  | 'awaiting'
  | 'captured'
  | 'partially_refunded'
  | 'refunded'
  | 'canceled'
  | 'requires_action';

export const order = pgTable('order', {
  id: text('id').primaryKey(),
  status: text('status').$type<OrderStatus>().notNull().default('pending'),
  fulfillment_status: text('fulfillment_status')
    .$type<FulfillmentStatus>()
    .notNull()
    .default('not_fulfilled'),
  payment_status: text('payment_status').$type<PaymentStatus>().notNull().default('not_paid'),
  // Taken from the sequence of migration 0015, never from the application.
  display_id: integer('display_id').notNull().default(sql`nextval('order_display_id_seq')`),
  cart_id: text('cart_id'),
  customer_id: text('customer_id').notNull(),
  email: text('email').notNull(),
  billing_address_id: text('billing_address_id'),
  shipping_address_id: text('shipping_address_id'),
  region_id: text('region_id').notNull(),
  currency_code: text('currency_code').notNull(),
  tax_rate: doublePrecision('tax_rate'),
  draft_order_id: text('draft_order_id'),
  sales_channel_id: text('sales_channel_id'),
  canceled_at: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
  no_notification: boolean('no_notification'),
  idempotency_key: text('idempotency_key'),
  external_id: text('external_id'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...created,
});

export const orderDiscount = pgTable(
  'order_discount',
  { order_id: text('order_id').notNull(), discount_id: text('discount_id').notNull() },
  (t) => [primaryKey({ columns: [t.order_id, t.discount_id] })],
);

export const orderGiftCard = pgTable(
  'order_gift_card',
  { order_id: text('order_id').notNull(), gift_card_id: text('gift_card_id').notNull() },
  (t) => [primaryKey({ columns: [t.order_id, t.gift_card_id] })],
);

export const giftCardTransaction = pgTable('gift_card_transaction', {
  id: text('id').primaryKey(),
  gift_card_id: text('gift_card_id').notNull(),
  order_id: text('order_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  is_taxable: boolean('is_taxable'),
  tax_rate: doublePrecision('tax_rate'),
  created_at: created.created_at,
});

export type OrderRow = typeof order.$inferSelect;
export type NewOrder = Omit<typeof order.$inferInsert, 'display_id'>;

/** migrations/0016_order_claims.sql: a pending claim of guest orders by a customer. */
export const orderClaimToken = pgTable('order_claim_token', {
  id: text('id').primaryKey(),
  token_hash: text('token_hash').notNull(),
  customer_id: text('customer_id').notNull(),
  email: text('email').notNull(),
  order_ids: jsonb('order_ids').$type<string[]>().notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  created_at: created.created_at,
});
