import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/columns.ts';

/** Tables of migrations/0021_price_lists.sql (the SQL is the source of truth). */

export type PriceListType = 'sale' | 'override';
export type PriceListStatus = 'active' | 'draft';

export const priceList = pgTable('price_list', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').$type<PriceListType>().notNull(),
  status: text('status').$type<PriceListStatus>().notNull().default('draft'),
  starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  includes_tax: boolean('includes_tax').notNull().default(false),
  ...timestamps,
});

export const priceListCustomerGroup = pgTable(
  'price_list_customer_group',
  {
    price_list_id: text('price_list_id').notNull(),
    customer_group_id: text('customer_group_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.price_list_id, t.customer_group_id] })],
);

export type PriceListRow = typeof priceList.$inferSelect;
