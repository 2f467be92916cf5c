import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../db/columns.ts';

/** The table of migrations/0008_variant_inventory.sql: the items a variant draws stock from. */
export const productVariantInventoryItem = pgTable('product_variant_inventory_item', {
  id: text('id').primaryKey(),
  variant_id: text('variant_id').notNull(),
  inventory_item_id: text('inventory_item_id').notNull(),
  required_quantity: integer('required_quantity').notNull().default(1),
  ...timestamps,
});

export type VariantItemLink = typeof productVariantInventoryItem.$inferSelect;
