import type { AdminComponents } from '@commerce/client/contract';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/columns.ts';

/** Tables of migrations/0024_order_edits.sql and 0033 (the SQL is the source of truth). */

const { deleted_at: _deletedAt, ...created } = timestamps;
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type OrderEditStatus = 'created' | 'requested' | 'confirmed' | 'declined' | 'canceled';
export type ItemChangeType = 'item_add' | 'item_remove' | 'item_update';

export const orderEdit = pgTable('order_edit', {
  id: text('id').primaryKey(),
  order_id: text('order_id').notNull(),
  status: text('status').$type<OrderEditStatus>().notNull().default('created'),
  internal_note: text('internal_note'),
  created_by: text('created_by').notNull(),
  requested_by: text('requested_by'),
  requested_at: at('requested_at'),
  confirmed_by: text('confirmed_by'),
  confirmed_at: at('confirmed_at'),
  declined_by: text('declined_by'),
  declined_reason: text('declined_reason'),
  declined_at: at('declined_at'),
  canceled_by: text('canceled_by'),
  canceled_at: at('canceled_at'),
  payment_collection_id: text('payment_collection_id'),
  ...created,
});

export const orderItemChange = pgTable('order_item_change', {
  id: text('id').primaryKey(),
  type: text('type').$type<ItemChangeType>().notNull(),
  order_edit_id: text('order_edit_id').notNull(),
  original_line_item_id: text('original_line_item_id'),
  line_item_id: text('line_item_id'),
  /** The order's line as it was when the edit was confirmed (0033_order_edit_before.sql). */
  original_line_item: jsonb('original_line_item').$type<AdminComponents['schemas']['LineItem']>(),
  ...timestamps,
});

export type OrderEditRow = typeof orderEdit.$inferSelect;
export type ItemChangeRow = typeof orderItemChange.$inferSelect;
