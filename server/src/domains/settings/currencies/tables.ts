import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * Drizzle definitions of migrations/0003_settings_regions.sql (the SQL is the source of
 * truth), kept in this slice.
 */

export type Metadata = Record<string, unknown> | null;

export const currency = pgTable('currency', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  symbol_native: text('symbol_native').notNull(),
  name: text('name').notNull(),
  includes_tax: boolean('includes_tax').notNull().default(false),
});

export const storeCurrency = pgTable(
  'store_currency',
  { store_id: text('store_id').notNull(), currency_code: text('currency_code').notNull() },
  (t) => [primaryKey({ columns: [t.store_id, t.currency_code] })],
);

const provider = (name: string) =>
  pgTable(name, {
    id: text('id').primaryKey(),
    is_installed: boolean('is_installed').notNull().default(true),
  });
export const paymentProvider = provider('payment_provider');
export const fulfillmentProvider = provider('fulfillment_provider');
export const taxProvider = provider('tax_provider');

export const region = pgTable('region', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  currency_code: text('currency_code').notNull(),
  tax_rate: doublePrecision('tax_rate').notNull(),
  tax_code: text('tax_code'),
  gift_cards_taxable: boolean('gift_cards_taxable').notNull().default(true),
  automatic_taxes: boolean('automatic_taxes').notNull().default(true),
  includes_tax: boolean('includes_tax').notNull().default(false),
  tax_provider_id: text('tax_provider_id'),
  metadata: jsonb('metadata').$type<Metadata>(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

export const country = pgTable('country', {
  id: serial('id').primaryKey(),
  iso_2: text('iso_2').notNull(),
  iso_3: text('iso_3').notNull(),
  num_code: integer('num_code').notNull(),
  name: text('name').notNull(),
  display_name: text('display_name').notNull(),
  region_id: text('region_id'),
});

const regionProvider = (name: string) =>
  pgTable(
    name,
    { region_id: text('region_id').notNull(), provider_id: text('provider_id').notNull() },
    (t) => [primaryKey({ columns: [t.region_id, t.provider_id] })],
  );
export const regionPaymentProvider = regionProvider('region_payment_provider');
export const regionFulfillmentProvider = regionProvider('region_fulfillment_provider');
