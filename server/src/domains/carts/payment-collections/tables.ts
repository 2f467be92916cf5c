import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** The table of migrations/0017_payment_collections.sql (the SQL is the source of truth). */

export type PaymentCollectionStatus =
  | 'not_paid'
  | 'awaiting'
  | 'authorized'
  | 'partially_authorized'
  | 'canceled';

export const paymentCollection = pgTable('payment_collection', {
  id: text('id').primaryKey(),
  type: text('type').$type<'order_edit'>().notNull(),
  status: text('status').$type<PaymentCollectionStatus>().notNull().default('not_paid'),
  description: text('description'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  authorized_amount: bigint('authorized_amount', { mode: 'number' }),
  region_id: text('region_id').notNull(),
  currency_code: text('currency_code').notNull(),
  created_by: text('created_by').notNull(),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export type PaymentCollectionRow = typeof paymentCollection.$inferSelect;
