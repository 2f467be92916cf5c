import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** Tables of migrations/0012_customer_groups.sql (the SQL is the source of truth). */

export const customerGroup = pgTable('customer_group', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const customerGroupCustomer = pgTable(
  'customer_group_customer',
  {
    customer_group_id: text('customer_group_id').notNull(),
    customer_id: text('customer_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customer_group_id, t.customer_id] })],
);

export type CustomerGroupRow = typeof customerGroup.$inferSelect;
