import { doublePrecision, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Metadata } from '../../../db/columns.ts';

/** Tax rate tables of migrations/0010_shipping_tax.sql (see sales-channels/tables.ts). */

const ts = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const taxRate = pgTable('tax_rate', {
  id: text('id').primaryKey(),
  rate: doublePrecision('rate'),
  code: text('code'),
  name: text('name').notNull(),
  region_id: text('region_id').notNull(),
  metadata: jsonb('metadata').$type<Metadata>(),
  created_at: ts('created_at'),
  updated_at: ts('updated_at'),
});

export const productTaxRate = pgTable(
  'product_tax_rate',
  {
    product_id: text('product_id').notNull(),
    rate_id: text('rate_id').notNull(),
    created_at: ts('created_at'),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.rate_id] })],
);

export const productTypeTaxRate = pgTable(
  'product_type_tax_rate',
  {
    product_type_id: text('product_type_id').notNull(),
    rate_id: text('rate_id').notNull(),
    created_at: ts('created_at'),
  },
  (t) => [primaryKey({ columns: [t.product_type_id, t.rate_id] })],
);

export const shippingTaxRate = pgTable(
  'shipping_tax_rate',
  {
    shipping_option_id: text('shipping_option_id').notNull(),
    rate_id: text('rate_id').notNull(),
    created_at: ts('created_at'),
  },
  (t) => [primaryKey({ columns: [t.shipping_option_id, t.rate_id] })],
);

export type TaxRateRow = typeof taxRate.$inferSelect;
