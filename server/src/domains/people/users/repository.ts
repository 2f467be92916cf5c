import { and, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  type DateComparison,
  dateConditions,
  likePattern,
  orderBy,
} from '../../../db/staff-list-query.ts';
import type { Executor } from '../../../db/transaction.ts';

/** Staff users (migration 0002). Password, API token and reset token are hashes only. */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  first_name: text('first_name'),
  last_name: text('last_name'),
  role: text('role').$type<UserRole>().notNull(),
  role_id: text('role_id'),
  password_hash: text('password_hash'),
  api_token_hash: text('api_token_hash'),
  reset_token_hash: text('reset_token_hash'),
  reset_token_expires_at: timestamp('reset_token_expires_at', { withTimezone: true, mode: 'date' }),
  metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

export type UserRole = 'admin' | 'member' | 'developer' | 'custom';
export type UserRow = typeof user.$inferSelect;
export type NewUser = typeof user.$inferInsert;

const live = isNull(user.deleted_at);

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, id), live));
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(and(eq(user.email, email.toLowerCase()), live));
  return row;
}

export async function findUserByApiTokenHash(
  db: Executor,
  hash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(and(eq(user.api_token_hash, hash), live));
  return row;
}

export async function findUserByResetTokenHash(
  db: Executor,
  hash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(and(eq(user.reset_token_hash, hash), live));
  return row;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(user).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(user)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(user.id, id), live))
    .returning();
  return row;
}

/**
 * Swaps a password hash for a costlier one of the same password (a rehash at sign-in),
 * unless the password changed meanwhile; `updated_at` stays, the user changed nothing.
 */
export async function replaceUserPasswordHash(
  db: Executor,
  id: string,
  from: string,
  to: string,
): Promise<void> {
  await db
    .update(user)
    .set({ password_hash: to })
    .where(and(eq(user.id, id), eq(user.password_hash, from), live));
}

export interface UserFilters {
  q?: string;
  id?: string[];
  email?: string[];
  role?: UserRole[];
  created_at?: DateComparison;
  updated_at?: DateComparison;
  order?: string;
  limit: number;
  offset: number;
}

export async function listUsers(
  db: Executor,
  filters: UserFilters,
): Promise<{ rows: UserRow[]; count: number }> {
  const conditions: SQL[] = [live];
  if (filters.id?.length) conditions.push(inArray(user.id, filters.id));
  if (filters.email?.length)
    conditions.push(
      inArray(
        user.email,
        filters.email.map((e) => e.toLowerCase()),
      ),
    );
  if (filters.role?.length) conditions.push(inArray(user.role, filters.role));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const search = or(
      ilike(user.email, pattern),
      ilike(user.first_name, pattern),
      ilike(user.last_name, pattern),
    );
    if (search) conditions.push(search);
  }
  conditions.push(...dateConditions(user.created_at, filters.created_at));
  conditions.push(...dateConditions(user.updated_at, filters.updated_at));
  const where = and(...conditions);
  const order = orderBy(
    filters.order,
    {
      created_at: user.created_at,
      updated_at: user.updated_at,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
    },
    user.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(...order)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(user).where(where),
  ]);
  return { rows, count: total?.value ?? 0 };
}
