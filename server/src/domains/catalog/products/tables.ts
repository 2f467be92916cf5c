import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * Drizzle definitions of migrations/0004_catalogue.sql (the SQL is the source of truth),
 * kept in this slice.
 */

export type Metadata = Record<string, unknown> | null;

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const timestamps = {
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
};
const softDelete = { ...timestamps, deleted_at: ts('deleted_at') };
const metadata = jsonb('metadata').$type<Metadata>();

export const productCollection = pgTable('product_collection', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  handle: text('handle').notNull(),
  metadata,
  ...softDelete,
});

export const productType = pgTable('product_type', {
  id: text('id').primaryKey(),
  value: text('value').notNull(),
  metadata,
  ...softDelete,
});

export const productTag = pgTable('product_tag', {
  id: text('id').primaryKey(),
  value: text('value').notNull(),
  metadata,
  ...softDelete,
});

export const productCategory = pgTable('product_category', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  handle: text('handle').notNull(),
  mpath: text('mpath').notNull(),
  is_active: boolean('is_active').notNull().default(false),
  is_internal: boolean('is_internal').notNull().default(false),
  rank: integer('rank').notNull().default(0),
  parent_category_id: text('parent_category_id'),
  metadata,
  ...timestamps,
});

const dimensions = {
  weight: doublePrecision('weight'),
  length: doublePrecision('length'),
  height: doublePrecision('height'),
  width: doublePrecision('width'),
  hs_code: text('hs_code'),
  origin_country: text('origin_country'),
  mid_code: text('mid_code'),
  material: text('material'),
};

export const product = pgTable('product', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  description: text('description'),
  handle: text('handle').notNull(),
  is_giftcard: boolean('is_giftcard').notNull().default(false),
  status: text('status')
    .$type<'draft' | 'proposed' | 'published' | 'rejected'>()
    .notNull()
    .default('draft'),
  thumbnail: text('thumbnail'),
  ...dimensions,
  collection_id: text('collection_id'),
  type_id: text('type_id'),
  profile_id: text('profile_id'),
  discountable: boolean('discountable').notNull().default(true),
  external_id: text('external_id'),
  metadata,
  ...softDelete,
});

export const productTags = pgTable(
  'product_tags',
  { product_id: text('product_id').notNull(), product_tag_id: text('product_tag_id').notNull() },
  (t) => [primaryKey({ columns: [t.product_id, t.product_tag_id] })],
);

export const productCategoryProduct = pgTable(
  'product_category_product',
  {
    product_category_id: text('product_category_id').notNull(),
    product_id: text('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.product_category_id, t.product_id] })],
);

export const productImage = pgTable('product_image', {
  id: text('id').primaryKey(),
  product_id: text('product_id').notNull(),
  url: text('url').notNull(),
  rank: integer('rank').notNull().default(0),
  metadata,
  ...softDelete,
});

export const productOption = pgTable('product_option', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  product_id: text('product_id').notNull(),
  metadata,
  ...softDelete,
});

export const productVariant = pgTable('product_variant', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  product_id: text('product_id').notNull(),
  sku: text('sku'),
  barcode: text('barcode'),
  ean: text('ean'),
  upc: text('upc'),
  variant_rank: integer('variant_rank').notNull().default(0),
  inventory_quantity: integer('inventory_quantity').notNull().default(0),
  allow_backorder: boolean('allow_backorder').notNull().default(false),
  manage_inventory: boolean('manage_inventory').notNull().default(true),
  ...dimensions,
  metadata,
  ...softDelete,
});

export const productOptionValue = pgTable('product_option_value', {
  id: text('id').primaryKey(),
  value: text('value').notNull(),
  option_id: text('option_id').notNull(),
  variant_id: text('variant_id').notNull(),
  metadata,
  ...softDelete,
});

export const moneyAmount = pgTable('money_amount', {
  id: text('id').primaryKey(),
  currency_code: text('currency_code').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  min_quantity: integer('min_quantity'),
  max_quantity: integer('max_quantity'),
  price_list_id: text('price_list_id'),
  region_id: text('region_id'),
  variant_id: text('variant_id').notNull(),
  ...softDelete,
});
