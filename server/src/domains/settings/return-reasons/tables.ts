import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** The table of migrations/0020_return_reasons.sql (the SQL is the source of truth). */

export const returnReason = pgTable('return_reason', {
  id: text('id').primaryKey(),
  value: text('value').notNull(),
  label: text('label').notNull(),
  description: text('description'),
  parent_return_reason_id: text('parent_return_reason_id'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export type ReturnReasonRow = typeof returnReason.$inferSelect;
export type NewReturnReason = typeof returnReason.$inferInsert;
