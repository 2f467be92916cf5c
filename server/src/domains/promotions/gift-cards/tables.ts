import {
  bigint,
  boolean,
  doublePrecision,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** The table of migrations/0013_discounts_gift_cards.sql (the SQL is the source of truth). */

export const giftCard = pgTable('gift_card', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  value: bigint('value', { mode: 'number' }).notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
  region_id: text('region_id').notNull(),
  order_id: text('order_id'),
  is_disabled: boolean('is_disabled').notNull().default(false),
  ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  tax_rate: doublePrecision('tax_rate'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export type GiftCardRow = typeof giftCard.$inferSelect;
export type NewGiftCard = typeof giftCard.$inferInsert;
