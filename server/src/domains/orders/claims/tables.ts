import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';
import type { FulfillmentStatus } from '../orders/tables.ts';

/** The tables of migrations/0023_claims.sql (the SQL is the source of truth). */

export type ClaimType = 'refund' | 'replace';
export type ClaimPaymentStatus = 'na' | 'not_refunded' | 'refunded';
export type ClaimReason = 'missing_item' | 'wrong_item' | 'production_failure' | 'other';

export const claimOrder = pgTable('claim_order', {
  id: text('id').primaryKey(),
  type: text('type').$type<ClaimType>().notNull(),
  payment_status: text('payment_status').$type<ClaimPaymentStatus>().notNull().default('na'),
  fulfillment_status: text('fulfillment_status')
    .$type<FulfillmentStatus>()
    .notNull()
    .default('not_fulfilled'),
  order_id: text('order_id').notNull(),
  shipping_address_id: text('shipping_address_id'),
  refund_amount: bigint('refund_amount', { mode: 'number' }),
  canceled_at: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
  no_notification: boolean('no_notification'),
  idempotency_key: text('idempotency_key'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const claimItem = pgTable('claim_item', {
  id: text('id').primaryKey(),
  claim_order_id: text('claim_order_id').notNull(),
  item_id: text('item_id').notNull(),
  variant_id: text('variant_id').notNull(),
  reason: text('reason').$type<ClaimReason>().notNull(),
  note: text('note'),
  quantity: integer('quantity').notNull(),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const claimImage = pgTable('claim_image', {
  id: text('id').primaryKey(),
  claim_item_id: text('claim_item_id').notNull(),
  url: text('url').notNull(),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const claimTag = pgTable('claim_tag', {
  id: text('id').primaryKey(),
  value: text('value').notNull(),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const claimItemTags = pgTable(
  'claim_item_tags',
  { item_id: text('item_id').notNull(), tag_id: text('tag_id').notNull() },
  (t) => [primaryKey({ columns: [t.item_id, t.tag_id] })],
);

export type ClaimRow = typeof claimOrder.$inferSelect;
export type ClaimItemRow = typeof claimItem.$inferSelect;
