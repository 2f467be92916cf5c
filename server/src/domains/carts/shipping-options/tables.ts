import { bigint, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** Shipping option tables of migrations/0010_shipping_tax.sql (see sales-channels/tables.ts). */

export type PriceType = 'flat_rate' | 'calculated';
export type RequirementType = 'min_subtotal' | 'max_subtotal';

export const shippingOption = pgTable('shipping_option', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  region_id: text('region_id').notNull(),
  profile_id: text('profile_id').notNull(),
  provider_id: text('provider_id').notNull(),
  price_type: text('price_type').$type<PriceType>().notNull(),
  amount: bigint('amount', { mode: 'number' }),
  is_return: boolean('is_return').notNull().default(false),
  admin_only: boolean('admin_only').notNull().default(false),
  includes_tax: boolean('includes_tax').notNull().default(false),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const shippingOptionRequirement = pgTable('shipping_option_requirement', {
  id: text('id').primaryKey(),
  shipping_option_id: text('shipping_option_id').notNull(),
  type: text('type').$type<RequirementType>().notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

export type ShippingOptionRow = typeof shippingOption.$inferSelect;
export type RequirementRow = typeof shippingOptionRequirement.$inferSelect;
