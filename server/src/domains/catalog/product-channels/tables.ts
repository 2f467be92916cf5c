import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The table of migrations/0007_product_sales_channels.sql: which channels sell a product. */
export const productSalesChannel = pgTable(
  'product_sales_channel',
  {
    product_id: text('product_id').notNull(),
    sales_channel_id: text('sales_channel_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.product_id, table.sales_channel_id] })],
);
