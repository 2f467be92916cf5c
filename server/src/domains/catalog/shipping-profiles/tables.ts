import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** The profile table of migrations/0010_shipping_tax.sql (see sales-channels/tables.ts). */

export type ShippingProfileType = 'default' | 'gift_card' | 'custom';

export const shippingProfile = pgTable('shipping_profile', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').$type<ShippingProfileType>().notNull(),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export type ShippingProfileRow = typeof shippingProfile.$inferSelect;
