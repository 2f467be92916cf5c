import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { countedPage, totalOf } from '../../../db/counted-page.ts';
import { insertReturning } from '../../../db/shaped-writes.ts';
import {
  type DateComparison,
  dateConditions,
  likePattern,
  orderBy,
} from '../../../db/staff-list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { customerGroupCustomer } from '../customer-groups/tables.ts';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};

/** Shoppers (migration 0002); password and reset token are hashes only. */
export const customer = pgTable('customer', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  first_name: text('first_name'),
  last_name: text('last_name'),
  billing_address_id: text('billing_address_id'),
  phone: text('phone'),
  has_account: boolean('has_account').notNull().default(false),
  password_hash: text('password_hash'),
  reset_token_hash: text('reset_token_hash'),
  reset_token_expires_at: timestamp('reset_token_expires_at', { withTimezone: true, mode: 'date' }),
  metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
  ...timestamps,
});

export const address = pgTable('address', {
  id: text('id').primaryKey(),
  customer_id: text('customer_id'),
  company: text('company'),
  first_name: text('first_name'),
  last_name: text('last_name'),
  address_1: text('address_1'),
  address_2: text('address_2'),
  city: text('city'),
  country_code: text('country_code'),
  province: text('province'),
  postal_code: text('postal_code'),
  phone: text('phone'),
  metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
  ...timestamps,
});

export type CustomerRow = typeof customer.$inferSelect;
export type NewCustomer = typeof customer.$inferInsert;
export type AddressRow = typeof address.$inferSelect;
export type NewAddress = typeof address.$inferInsert;

const live = isNull(customer.deleted_at);

export async function findCustomer(db: Executor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.id, id), live));
  return row;
}

/** The account with this email, else a guest customer with it. */
export async function findCustomerByEmail(
  db: Executor,
  email: string,
): Promise<CustomerRow | undefined> {
  const rows = await db
    .select()
    .from(customer)
    .where(and(eq(customer.email, email.toLowerCase()), live))
    .orderBy(desc(customer.has_account), asc(customer.created_at))
    .limit(1);
  return rows[0];
}

export async function findCustomerByResetTokenHash(
  db: Executor,
  hash: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.reset_token_hash, hash), live));
  return row;
}

export async function insertCustomer(db: Executor, values: NewCustomer): Promise<CustomerRow> {
  const [row] = await db.insert(customer).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCustomer(
  db: Executor,
  id: string,
  values: Partial<NewCustomer>,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customer)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(customer.id, id), live))
    .returning();
  return row;
}

/**
 * Swaps a password hash for a costlier one of the same password (a rehash at sign-in),
 * unless the password changed meanwhile; `updated_at` stays, the customer changed nothing.
 */
export async function replaceCustomerPasswordHash(
  db: Executor,
  id: string,
  from: string,
  to: string,
): Promise<void> {
  await db
    .update(customer)
    .set({ password_hash: to })
    .where(and(eq(customer.id, id), eq(customer.password_hash, from), live));
}

export interface CustomerFilters {
  q?: string;
  id?: string[];
  email?: string[];
  has_account?: boolean;
  /** Only customers in at least one of these customer groups. */
  groups?: string[];
  created_at?: DateComparison;
  updated_at?: DateComparison;
  order?: string;
  limit: number;
  offset: number;
}

export async function listCustomers(
  db: Executor,
  filters: CustomerFilters,
): Promise<{ rows: CustomerRow[]; count: number }> {
  const conditions: SQL[] = [live];
  if (filters.id?.length) conditions.push(inArray(customer.id, filters.id));
  if (filters.email?.length)
    conditions.push(
      inArray(
        customer.email,
        filters.email.map((e) => e.toLowerCase()),
      ),
    );
  if (filters.has_account !== undefined)
    conditions.push(eq(customer.has_account, filters.has_account));
  if (filters.groups?.length)
    conditions.push(
      inArray(
        customer.id,
        db
          .select({ id: customerGroupCustomer.customer_id })
          .from(customerGroupCustomer)
          .where(inArray(customerGroupCustomer.customer_group_id, filters.groups)),
      ),
    );
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const search = or(
      ilike(customer.email, pattern),
      ilike(customer.first_name, pattern),
      ilike(customer.last_name, pattern),
      ilike(customer.phone, pattern),
    );
    if (search) conditions.push(search);
  }
  conditions.push(...dateConditions(customer.created_at, filters.created_at));
  conditions.push(...dateConditions(customer.updated_at, filters.updated_at));
  const where = and(...conditions);
  const order = orderBy(
    filters.order,
    {
      created_at: customer.created_at,
      updated_at: customer.updated_at,
      email: customer.email,
      first_name: customer.first_name,
      last_name: customer.last_name,
    },
    customer.id,
  );
  const found = await db
    .select({ row: customer, total: totalOf(customer, where) })
    .from(customer)
    .where(where)
    .orderBy(...order)
    .limit(filters.limit)
    .offset(filters.offset);
  return countedPage(found, filters.offset, async () => {
    const [total] = await db.select({ value: count() }).from(customer).where(where);
    return total?.value ?? 0;
  });
}

const liveAddress = isNull(address.deleted_at);

export async function listAddresses(db: Executor, customerId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(address)
    .where(and(eq(address.customer_id, customerId), liveAddress))
    .orderBy(asc(address.created_at), asc(address.id));
}

export async function findAddress(db: Executor, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(address)
    .where(and(eq(address.id, id), liveAddress));
  return row;
}

export async function insertAddress(db: Executor, values: NewAddress): Promise<AddressRow> {
  const [row] = await insertReturning(db, address, [values]);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAddress(
  db: Executor,
  id: string,
  customerId: string,
  values: Partial<NewAddress>,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(address)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(address.id, id), eq(address.customer_id, customerId), liveAddress))
    .returning();
  return row;
}
