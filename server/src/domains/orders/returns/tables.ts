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

/** The tables of migrations/0022_returns.sql (the SQL is the source of truth). */

const { deleted_at: _deletedAt, ...created } = timestamps;

export type ReturnStatus = 'requested' | 'received' | 'requires_action' | 'canceled';

export const returnTable = pgTable('return', {
  id: text('id').primaryKey(),
  status: text('status').$type<ReturnStatus>().notNull().default('requested'),
  order_id: text('order_id'),
  swap_id: text('swap_id'),
  claim_order_id: text('claim_order_id'),
  location_id: text('location_id'),
  shipping_data: jsonb('shipping_data').$type<Record<string, unknown> | null>(),
  refund_amount: bigint('refund_amount', { mode: 'number' }).notNull().default(0),
  received_at: timestamp('received_at', { withTimezone: true, mode: 'date' }),
  no_notification: boolean('no_notification'),
  idempotency_key: text('idempotency_key'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...created,
});

export const returnItem = pgTable(
  'return_item',
  {
    return_id: text('return_id').notNull(),
    item_id: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    is_requested: boolean('is_requested').notNull().default(true),
    requested_quantity: integer('requested_quantity'),
    received_quantity: integer('received_quantity'),
    reason_id: text('reason_id'),
    note: text('note'),
    metadata: jsonb('metadata').$type<Metadata>(),
  },
  (t) => [primaryKey({ columns: [t.return_id, t.item_id] })],
);

export type ReturnRow = typeof returnTable.$inferSelect;
export type ReturnItemRow = typeof returnItem.$inferSelect;
