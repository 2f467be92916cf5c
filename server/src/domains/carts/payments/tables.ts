import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** The payment table of migrations/0015_orders.sql and 0017 (the SQL is the source of truth). */

const { deleted_at: _deletedAt, ...created } = timestamps;
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const payment = pgTable('payment', {
  id: text('id').primaryKey(),
  swap_id: text('swap_id'),
  cart_id: text('cart_id'),
  order_id: text('order_id'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency_code: text('currency_code').notNull(),
  amount_refunded: bigint('amount_refunded', { mode: 'number' }).notNull().default(0),
  provider_id: text('provider_id').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  captured_at: ts('captured_at'),
  canceled_at: ts('canceled_at'),
  idempotency_key: text('idempotency_key'),
  metadata: jsonb('metadata').$type<Metadata>(),
  // migrations/0017_payment_collections.sql
  payment_collection_id: text('payment_collection_id'),
  payment_session_id: text('payment_session_id'),
  ...created,
});

export type PaymentRow = typeof payment.$inferSelect;
export type NewPayment = typeof payment.$inferInsert;

export type RefundReason = 'discount' | 'return' | 'swap' | 'claim' | 'other';

/** migrations/0018_fulfillments_refunds.sql: money given back from a payment. */
export const refund = pgTable('refund', {
  id: text('id').primaryKey(),
  order_id: text('order_id'),
  payment_id: text('payment_id'),
  return_id: text('return_id'),
  swap_id: text('swap_id'),
  claim_order_id: text('claim_order_id'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  note: text('note'),
  reason: text('reason').$type<RefundReason>().notNull(),
  idempotency_key: text('idempotency_key'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...created,
});

export type RefundRow = typeof refund.$inferSelect;
