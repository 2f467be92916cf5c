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
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** Tables of migrations/0014_carts.sql (the SQL is the source of truth). */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });
const { deleted_at: _deletedAt, ...created } = timestamps;

export type CartType = 'default' | 'swap' | 'draft_order' | 'payment_link' | 'claim';
export type PaymentSessionStatus =
  | 'authorized'
  | 'pending'
  | 'requires_more'
  | 'error'
  | 'canceled';
export type Data = Record<string, unknown>;

export const cart = pgTable('cart', {
  id: text('id').primaryKey(),
  email: text('email'),
  region_id: text('region_id').notNull(),
  customer_id: text('customer_id'),
  sales_channel_id: text('sales_channel_id'),
  billing_address_id: text('billing_address_id'),
  shipping_address_id: text('shipping_address_id'),
  payment_id: text('payment_id'),
  type: text('type').$type<CartType>().notNull().default('default'),
  completed_at: ts('completed_at'),
  payment_authorized_at: ts('payment_authorized_at'),
  idempotency_key: text('idempotency_key'),
  context: jsonb('context').$type<Data | null>(),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const lineItem = pgTable('line_item', {
  id: text('id').primaryKey(),
  cart_id: text('cart_id'),
  order_id: text('order_id'),
  swap_id: text('swap_id'),
  claim_order_id: text('claim_order_id'),
  original_item_id: text('original_item_id'),
  order_edit_id: text('order_edit_id'),
  title: text('title').notNull(),
  description: text('description'),
  thumbnail: text('thumbnail'),
  is_return: boolean('is_return').notNull().default(false),
  is_giftcard: boolean('is_giftcard').notNull().default(false),
  should_merge: boolean('should_merge').notNull().default(true),
  allow_discounts: boolean('allow_discounts').notNull().default(true),
  has_shipping: boolean('has_shipping'),
  unit_price: money('unit_price').notNull(),
  variant_id: text('variant_id'),
  product_id: text('product_id'),
  quantity: integer('quantity').notNull(),
  fulfilled_quantity: integer('fulfilled_quantity'),
  returned_quantity: integer('returned_quantity'),
  shipped_quantity: integer('shipped_quantity'),
  includes_tax: boolean('includes_tax').notNull().default(false),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...created,
});

export const lineItemAdjustment = pgTable('line_item_adjustment', {
  id: text('id').primaryKey(),
  item_id: text('item_id').notNull(),
  description: text('description').notNull(),
  discount_id: text('discount_id'),
  amount: money('amount').notNull(),
  metadata: jsonb('metadata').$type<Metadata>(),
});

const taxLine = {
  id: text('id').primaryKey(),
  rate: doublePrecision('rate').notNull(),
  name: text('name').notNull(),
  code: text('code'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...created,
};

export const lineItemTaxLine = pgTable('line_item_tax_line', {
  ...taxLine,
  item_id: text('item_id').notNull(),
});

export const cartDiscount = pgTable(
  'cart_discount',
  { cart_id: text('cart_id').notNull(), discount_id: text('discount_id').notNull() },
  (t) => [primaryKey({ columns: [t.cart_id, t.discount_id] })],
);

export const cartGiftCard = pgTable(
  'cart_gift_card',
  { cart_id: text('cart_id').notNull(), gift_card_id: text('gift_card_id').notNull() },
  (t) => [primaryKey({ columns: [t.cart_id, t.gift_card_id] })],
);

export const shippingMethod = pgTable('shipping_method', {
  id: text('id').primaryKey(),
  shipping_option_id: text('shipping_option_id').notNull(),
  order_id: text('order_id'),
  claim_order_id: text('claim_order_id'),
  cart_id: text('cart_id'),
  swap_id: text('swap_id'),
  return_id: text('return_id'),
  price: money('price').notNull(),
  data: jsonb('data').$type<Data>().notNull().default({}),
  includes_tax: boolean('includes_tax').notNull().default(false),
  ...created,
});

export const shippingMethodTaxLine = pgTable('shipping_method_tax_line', {
  ...taxLine,
  shipping_method_id: text('shipping_method_id').notNull(),
});

export const paymentSession = pgTable('payment_session', {
  id: text('id').primaryKey(),
  cart_id: text('cart_id'),
  // migrations/0017_payment_collections.sql
  payment_collection_id: text('payment_collection_id'),
  provider_id: text('provider_id').notNull(),
  is_selected: boolean('is_selected'),
  is_initiated: boolean('is_initiated').notNull().default(false),
  status: text('status').$type<PaymentSessionStatus>().notNull(),
  data: jsonb('data').$type<Data>().notNull().default({}),
  idempotency_key: text('idempotency_key'),
  amount: money('amount'),
  payment_authorized_at: ts('payment_authorized_at'),
  ...created,
});

export type CartRow = typeof cart.$inferSelect;
export type LineItemRow = typeof lineItem.$inferSelect;
export type NewLineItem = typeof lineItem.$inferInsert;
export type AdjustmentRow = typeof lineItemAdjustment.$inferSelect;
export type ItemTaxLineRow = typeof lineItemTaxLine.$inferSelect;
export type ShippingMethodRow = typeof shippingMethod.$inferSelect;
export type MethodTaxLineRow = typeof shippingMethodTaxLine.$inferSelect;
export type PaymentSessionRow = typeof paymentSession.$inferSelect;
