import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** Tables of migrations/0013_discounts_gift_cards.sql (the SQL is the source of truth). */

export type RuleType = 'percentage' | 'fixed' | 'free_shipping';
export type Allocation = 'total' | 'item';
export type ConditionType =
  | 'products'
  | 'product_types'
  | 'product_collections'
  | 'product_tags'
  | 'customer_groups';
export type ConditionOperator = 'in' | 'not_in';

export const CONDITION_TYPES: readonly ConditionType[] = [
  'products',
  'product_types',
  'product_collections',
  'product_tags',
  'customer_groups',
];

const { deleted_at: _deletedAt, ...created } = timestamps;

export const discountRule = pgTable('discount_rule', {
  id: text('id').primaryKey(),
  type: text('type').$type<RuleType>().notNull(),
  description: text('description'),
  value: bigint('value', { mode: 'number' }).notNull(),
  allocation: text('allocation').$type<Allocation>(),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...created,
});

export const discount = pgTable('discount', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  is_dynamic: boolean('is_dynamic').notNull().default(false),
  rule_id: text('rule_id').notNull(),
  is_disabled: boolean('is_disabled').notNull().default(false),
  parent_discount_id: text('parent_discount_id'),
  starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  valid_duration: text('valid_duration'),
  usage_limit: integer('usage_limit'),
  usage_count: integer('usage_count').notNull().default(0),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export const discountRegion = pgTable(
  'discount_region',
  {
    discount_id: text('discount_id').notNull(),
    region_id: text('region_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.discount_id, t.region_id] })],
);

export const discountCondition = pgTable('discount_condition', {
  id: text('id').primaryKey(),
  type: text('type').$type<ConditionType>().notNull(),
  operator: text('operator').$type<ConditionOperator>().notNull(),
  discount_rule_id: text('discount_rule_id').notNull(),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...created,
});

export const discountConditionResource = pgTable(
  'discount_condition_resource',
  {
    condition_id: text('condition_id').notNull(),
    resource_id: text('resource_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.condition_id, t.resource_id] })],
);

export type DiscountRuleRow = typeof discountRule.$inferSelect;
export type DiscountRow = typeof discount.$inferSelect;
export type DiscountConditionRow = typeof discountCondition.$inferSelect;
